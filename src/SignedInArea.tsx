/**
 * Everything behind sign-in: the shell (menu, header, trial banner), the
 * subscription gate and the routes of every resource and page. Its own chunk,
 * so the sign-in page never loads the admin app it leads to.
 */
import { Navigate, Route, Routes } from 'react-router';
import { pages, resources } from '../resources.config';
import { lazyScreen } from './components/lazy-screen';
import { PathAlias } from './components/PathAlias';
import { Screen } from './components/Screen';
import { buildRoutes } from './crud/build-routes';
import { AppLayout } from './layout/AppLayout';
import { buildPageRoutes } from './pages/page-routes';
import { pageScreens } from './pages/registry';
import { SubscriptionGate } from './pages/subscription/SubscriptionGate';

const HomePage = lazyScreen(() => import('./pages/home/HomePage'));

export default function SignedInArea() {
  return (
    <SubscriptionGate>
      <AppLayout>
        <Routes>
          <Route
            index
            element={
              <Screen>
                <HomePage />
              </Screen>
            }
          />
          {buildRoutes(resources)}
          {buildPageRoutes(pages, pageScreens)}
          {/* Spec §2 names these detail paths in the singular or without the prefix. */}
          <Route path="/customer/:id" element={<PathAlias to={({ id }) => `/customers/${id}`} />} />
          <Route path="/connects/:id" element={<PathAlias to={({ id }) => `/e-connects/${id}`} />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </AppLayout>
    </SubscriptionGate>
  );
}
