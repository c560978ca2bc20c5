/**
 * The admin app: Refine with its providers and resources, and every route but
 * the sign-in page (App.tsx), which loads without any of this.
 */
import { Authenticated, Refine } from '@refinedev/core';
import { CatchAllNavigate, DocumentTitleHandler } from '@refinedev/react-router';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { pages, resources } from '../resources.config';
import { lazyScreen } from './components/lazy-screen';
import { Logo } from './components/Logo';
import { catalogue } from './catalogue';
import { Screen } from './components/Screen';
import { Splash } from './components/Splash';
import { buildResources } from './crud/build-routes';
import { LeavePrompt } from './layout/LeavePrompt';
import { PageScroll } from './layout/PageScroll';
import { addSchemaTranslations } from './i18n/i18n';
import { useDocumentTitle } from './layout/use-document-title';
import { webviews } from './pages/webviews';
import { accessControlProvider, dataProvider } from './providers/app-providers';
import { authProvider } from './providers/session';
import { LOGIN_ROUTE } from './providers/auth-provider';
import { useI18nProvider } from './providers/i18n-provider';
import { queryClientConfig } from './providers/query-client';
import { routerProvider } from './providers/router-provider';
import { useNotificationProvider } from './providers/notification-provider';
import { siteName } from './app-config';

const SignedInArea = lazyScreen(() => import('./SignedInArea'));
const RegistrationPage = lazyScreen(() => import('./pages/registration/RegistrationPage'));

const refineResources = buildResources(resources, pages);
// The schemas' labels join the texts with the admin app, the only part of the app that shows them.
addSchemaTranslations(catalogue);

export default function AdminApp() {
  const { t } = useTranslation();
  const i18nProvider = useI18nProvider();
  const documentTitle = useDocumentTitle();
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useNotificationProvider}
      resources={refineResources}
      options={{ disableTelemetry: true, title: { icon: <Logo />, text: siteName(t) }, reactQuery: { clientConfig: queryClientConfig } }}
    >
      <Routes>
        <Route
          path="/*"
          element={
            <Authenticated key="admin" fallback={<CatchAllNavigate to={LOGIN_ROUTE} />} loading={<Splash />}>
              <Screen fallback={<Splash />}>
                <SignedInArea />
              </Screen>
            </Authenticated>
          }
        />
        {/* The sign-in page is App.tsx's, outside Refine; any other /auth path leads there. */}
        <Route path="/auth/*" element={<Navigate to={LOGIN_ROUTE} replace />} />
        {/* Public: outside the Authenticated elements, so they never send anyone to sign-in. */}
        <Route
          path="/trai-nghiem-mien-phi"
          element={
            <Screen>
              <RegistrationPage />
            </Screen>
          }
        />
        <Route path="/view">
          {webviews.map(({ path, screen: WebViewScreen }) => (
            <Route
              key={path}
              path={path}
              element={
                <Screen>
                  <WebViewScreen />
                </Screen>
              }
            />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
          <Route index element={<Navigate to="/" replace />} />
        </Route>
        {/* Guest-only group with no page yet: the signed-in go home, anyone else to sign-in. */}
        <Route
          path="/guest/*"
          element={
            <Authenticated key="guest" fallback={<Navigate to={LOGIN_ROUTE} replace />}>
              <Navigate to="/" replace />
            </Authenticated>
          }
        />
      </Routes>
      <DocumentTitleHandler handler={documentTitle} />
      {/* Asks before leaving a page that says it has unsaved changes (forms, settings, attendance). */}
      <LeavePrompt />
      {/* A new page opens at its top; Back returns to where the reader was. */}
      <PageScroll />
    </Refine>
  );
}
