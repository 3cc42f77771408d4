/** Wraps every route: the document title, scroll restoration and the skip link. */
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useRouteTitle } from './route-handle';

const HOME_TITLE = 'SafeTrails | Travel safety for solo travellers';

export function RootLayout() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} | SafeTrails` : HOME_TITLE;
  }, [title]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
