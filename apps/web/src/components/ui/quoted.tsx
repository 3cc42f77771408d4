/**
 * A government's own words, verbatim: marked English (screen readers switch voice; an Arabic page
 * isolates them left to right) and in English quotation marks, whatever the page's language.
 */
import type { ReactNode } from 'react';

const OPEN = '“';
const CLOSE = '”';

export function Quoted({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  return (
    <span lang="en" className={className}>
      {OPEN}
      {children}
      {CLOSE}
    </span>
  );
}
