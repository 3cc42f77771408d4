/**
 * The page the server sent, kept on screen until the app draws the same page. A city's or a
 * country's first HTML carries its facts (the score, each government's level and words, the
 * emergency numbers: the API's pages/ module), so a traveller on a slow connection reads them
 * before the scripts arrive; without this the app would swap them for a spinner while it loads the
 * route and the page's data. Captured when this module loads, before React takes #root; used only
 * while the address is still the one the server answered.
 */
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

const firstPath = window.location.pathname;
const root = document.getElementById('root');
const main = root?.querySelector('[data-first-html]');
const captured = root && main ? { page: root.innerHTML, main: main.innerHTML } : null;

const onFirstPage = () => captured !== null && window.location.pathname === firstPath;

/** While the route's code loads: the whole first page (its header bar and facts), else a spinner. */
export function FirstPageOrSpinner() {
  if (!onFirstPage()) return <Spinner />;
  return <div className="first-view" dangerouslySetInnerHTML={{ __html: captured!.page }} />;
}

/** While the page's data loads: the first page's facts, else what the page shows while loading. */
export function FirstFactsOr({ children }: { readonly children: ReactNode }) {
  if (!onFirstPage()) return children;
  return <div className="first-view" dangerouslySetInnerHTML={{ __html: captured!.main }} />;
}
