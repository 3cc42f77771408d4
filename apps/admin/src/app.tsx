/**
 * The moderation and audit console. It signs in with the traveller app's session (authProvider)
 * and reads and writes through `/admin-api` (dataProvider); each resource lives in its own folder.
 */
import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider } from './auth/auth-provider';
import { Dashboard } from './dashboard/dashboard';
import { dataProvider } from './data-provider';
import { users } from './users';
import { waitlist } from './waitlist';

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
              dataProvider={dataProvider}
              authProvider={authProvider}
              requireAuth
              dashboard={Dashboard}
              title="SafeTrails console"
              // react-admin otherwise reports the console's host name to marmelab on every load.
              disableTelemetry
            >
              <Resource {...users} />
              <Resource {...waitlist} />
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
