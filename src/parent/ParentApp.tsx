/** The parents' phone app: its pages under /parent/, the session and the query client. */
import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { queryClient } from './query-client';
import { ParentShell } from './layout/ParentShell';
import { HomePage } from './pages/HomePage';

// Signing in happens once a device, the other pages now and then: they load when needed.
const SignInPage = lazy(() => import('./pages/SignInPage').then((m) => ({ default: m.SignInPage })));
const FeesPage = lazy(() => import('./pages/FeesPage').then((m) => ({ default: m.FeesPage })));
const LeavePage = lazy(() => import('./pages/LeavePage').then((m) => ({ default: m.LeavePage })));
const ChildPage = lazy(() => import('./pages/ChildPage').then((m) => ({ default: m.ChildPage })));
const LessonsPage = lazy(() => import('./pages/LessonsPage').then((m) => ({ default: m.LessonsPage })));
const SettingsPage = lazy(() => import('./pages/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const NewsPage = lazy(() => import('./pages/NewsPage').then((m) => ({ default: m.NewsPage })));
const PostPage = lazy(() => import('./pages/PostPage').then((m) => ({ default: m.PostPage })));
const ShopPage = lazy(() => import('./pages/ShopPage').then((m) => ({ default: m.ShopPage })));

export const APP_BASE = '/parent';

export function ParentApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={APP_BASE}>
        <Suspense fallback={null}>
          <Switch>
            <Route path="/sign-in" component={SignInPage} />
            <Route>
              <ParentShell>
                <Switch>
                  <Route path="/" component={HomePage} />
                  <Route path="/lessons" component={LessonsPage} />
                  <Route path="/fees" component={FeesPage} />
                  <Route path="/leave" component={LeavePage} />
                  <Route path="/children/:childId" component={ChildPage} />
                  <Route path="/settings" component={SettingsPage} />
                  <Route path="/news" component={NewsPage} />
                  <Route path="/news/:postId" component={PostPage} />
                  <Route path="/shop" component={ShopPage} />
                </Switch>
              </ParentShell>
            </Route>
          </Switch>
        </Suspense>
      </Router>
    </QueryClientProvider>
  );
}
