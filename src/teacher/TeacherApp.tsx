/** The teachers' phone app: its pages under /teacher/, the session, the query client and the outbox. */
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { queryClient } from './query-client';
import { TeacherShell } from './layout/TeacherShell';
import { SignInPage } from './pages/SignInPage';
import { TodayPage } from './pages/TodayPage';
import { WeekPage } from './pages/WeekPage';
import { RosterPage } from './pages/RosterPage';
import { LeavePage } from './pages/LeavePage';
import { MePage } from './pages/MePage';
import { SessionsPage } from './pages/SessionsPage';
import { PayslipsPage } from './pages/PayslipsPage';

export const APP_BASE = '/teacher';

export function TeacherApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={APP_BASE}>
        <Switch>
          <Route path="/sign-in" component={SignInPage} />
          <Route>
            <TeacherShell>
              <Switch>
                <Route path="/" component={TodayPage} />
                <Route path="/week" component={WeekPage} />
                <Route path="/classes/:classId/days/:date" component={RosterPage} />
                <Route path="/leave" component={LeavePage} />
                <Route path="/me" component={MePage} />
                <Route path="/sessions" component={SessionsPage} />
                <Route path="/payslips" component={PayslipsPage} />
              </Switch>
            </TeacherShell>
          </Route>
        </Switch>
      </Router>
    </QueryClientProvider>
  );
}
