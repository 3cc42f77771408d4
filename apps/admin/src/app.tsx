/**
 * The moderation and audit console. It signs in with the traveller app's session (authProvider)
 * and reads and writes through `/admin-api` (dataProvider); each resource lives in its own folder.
 */
import { Admin, CustomRoutes, defaultDarkTheme, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { alerts } from './alerts';
import { AnalyticsPage } from './analytics/analytics-page';
import { AuditPage } from './audit/audit-page';
import { authProvider } from './auth/auth-provider';
import { bugReports } from './bug-reports';
import { Dashboard } from './dashboard/dashboard';
import { dataProvider } from './data-provider';
import { dataReports } from './data-reports';
import { destinations } from './destinations';
import { feedback } from './feedback';
import { forumComments } from './forum-comments';
import { forumPosts } from './forum-posts';
import { ConsoleLayout } from './layout/console-layout';
import { consoleLightTheme } from './layout/console-theme';
import { moderationLog } from './moderation-log';
import { moderationQueue } from './moderation-queue';
import { ratings } from './ratings';
import { surveys } from './surveys';
import { tips } from './tips';
import { users } from './users';
import { waitlist } from './waitlist';
import { quarantine } from './quarantine';

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
              layout={ConsoleLayout}
              theme={consoleLightTheme}
              darkTheme={defaultDarkTheme}
              title="SafeTrails console"
              // react-admin otherwise reports the console's host name to marmelab on every load.
              disableTelemetry
            >
              <Resource {...moderationQueue} />
              <Resource {...moderationLog} />
              <Resource {...feedback} />
              <Resource {...dataReports} />
              <Resource {...bugReports} />
              <Resource {...surveys} />
              <Resource {...forumPosts} />
              <Resource {...forumComments} />
              <Resource {...tips} />
              <Resource {...ratings} />
              <Resource {...alerts} />
              <Resource {...destinations} />
              <Resource {...users} />
              <Resource {...waitlist} />
              <Resource {...quarantine} />
              <CustomRoutes>
                <Route path="/audit" element={<AuditPage />} />
                <Route path="/analytics" element={<AnalyticsPage />} />
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
