/** The teachers' phone app: its pages under /teacher/, the session, the query client and the outbox. */
import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { queryClient } from './query-client';
import { TeacherShell } from './layout/TeacherShell';
import { TodayPage } from './pages/TodayPage';
import { RosterPage } from './pages/RosterPage';

// The pages a lesson needs come with the app; the others load when opened (the service worker keeps them all).
const SignInPage = lazy(() => import('./pages/SignInPage').then((m) => ({ default: m.SignInPage })));
const WeekPage = lazy(() => import('./pages/WeekPage').then((m) => ({ default: m.WeekPage })));
const LeavePage = lazy(() => import('./pages/LeavePage').then((m) => ({ default: m.LeavePage })));
const MePage = lazy(() => import('./pages/MePage').then((m) => ({ default: m.MePage })));
const SessionsPage = lazy(() => import('./pages/SessionsPage').then((m) => ({ default: m.SessionsPage })));
const PayslipsPage = lazy(() => import('./pages/PayslipsPage').then((m) => ({ default: m.PayslipsPage })));

export const APP_BASE = '/teacher';

export function TeacherApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={APP_BASE}>
        <Suspense fallback={null}>
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
        </Suspense>
      </Router>
    </QueryClientProvider>
  );
}
