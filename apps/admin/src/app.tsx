/**
 * The moderation and audit console. Resources and sign-in arrive with the moderation work; until
 * then the console exposes no data and shows only its dashboard.
 */
import { Admin, CustomRoutes } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
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
