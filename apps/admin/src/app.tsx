/**
 * The moderation and audit console. It signs in with the traveller app's session (authProvider);
 * its resources arrive with the moderation work.
 */
import { Admin, CustomRoutes } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider } from './auth/auth-provider';
import { Dashboard } from './dashboard/dashboard';

// react-admin's own router is a hash router, whose basename applies to the part after `#`. The API
// serves the console at /admin, so a browser router owns the path and react-admin mounts below it
// (react-admin's documented way to live in a sub path), which also gives clean, shareable URLs.
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              dataProvider={simpleRestProvider('/admin-api')}
              authProvider={authProvider}
              requireAuth
              dashboard={Dashboard}
              title="SafeTrails console"
              // react-admin otherwise reports the console's host name to marmelab on every load.
              disableTelemetry
            >
              {/* With no resources and no routes react-admin renders an empty page instead of the
                  dashboard; this placeholder goes when the first resource arrives. */}
              <CustomRoutes>{[]}</CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
