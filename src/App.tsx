import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, DocumentTitleHandler, NavigateToResource } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Empty } from 'antd';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { pages, resources } from '../resources.config';
import { lazyScreen } from './components/lazy-screen';
import { Logo } from './components/Logo';
import { PathAlias } from './components/PathAlias';
import { Screen } from './components/Screen';
import { buildResources, buildRoutes, HOME_RESOURCE } from './crud/build-routes';
import { AppLayout } from './layout/AppLayout';
import { LeavePrompt } from './layout/LeavePrompt';
import { useDocumentTitle } from './layout/use-document-title';
import { buildPageRoutes } from './pages/page-routes';
import { pageScreens } from './pages/registry';
import { SubscriptionGate } from './pages/subscription/SubscriptionGate';
import { webviews } from './pages/webviews';
import { accessControlProvider, authProvider, dataProvider } from './providers/app-providers';
import { LOGIN_ROUTE } from './providers/auth-provider';
import { useI18nProvider } from './providers/i18n-provider';
import { useNotificationProvider } from './providers/notification-provider';
import { theme } from './theme';

const LoginPage = lazyScreen(() => import('./pages/login/LoginPage'));
const HomePage = lazyScreen(() => import('./pages/home/HomePage'));
const RegistrationPage = lazyScreen(() => import('./pages/registration/RegistrationPage'));

const refineResources = buildResources(resources, pages);

function AppRefine() {
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
      options={{ disableTelemetry: true, title: { icon: <Logo />, text: t('app.name') } }}
    >
      <Routes>
        <Route
          element={
            <Authenticated key="admin" fallback={<CatchAllNavigate to={LOGIN_ROUTE} />}>
              <SubscriptionGate>
                <AppLayout>
                  <Outlet />
                </AppLayout>
              </SubscriptionGate>
            </Authenticated>
          }
        >
          <Route index element={<Screen><HomePage /></Screen>} />
          {buildRoutes(resources)}
          {buildPageRoutes(pages, pageScreens)}
          {/* Spec §2 names these detail paths in the singular or without the prefix. */}
          <Route path="/customer/:id" element={<PathAlias to={({ id }) => `/customers/${id}`} />} />
          <Route path="/connects/:id" element={<PathAlias to={({ id }) => `/e-connects/${id}`} />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
        <Route
          path="/auth"
          element={
            <Authenticated key="auth" fallback={<Outlet />}>
              <NavigateToResource resource={HOME_RESOURCE} />
            </Authenticated>
          }
        >
          <Route path="login" element={<Screen><LoginPage /></Screen>} />
          <Route path="*" element={<Navigate to={LOGIN_ROUTE} replace />} />
          <Route index element={<Navigate to={LOGIN_ROUTE} replace />} />
        </Route>
        {/* Public: outside the Authenticated elements, so they never send anyone to sign-in. */}
        <Route path="/trai-nghiem-mien-phi" element={<Screen><RegistrationPage /></Screen>} />
        <Route path="/view">
          {webviews.map(({ path, screen: WebViewScreen }) => (
            <Route key={path} path={path} element={<Screen><WebViewScreen /></Screen>} />
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
    </Refine>
  );
}

export default function App() {
  const { t, i18n } = useTranslation();
  return (
    <BrowserRouter>
      <ConfigProvider
        theme={theme}
        locale={i18n.resolvedLanguage === 'en' ? enUS : viVN}
        renderEmpty={() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.noData')} />}
      >
        <AntdApp notification={{ placement: 'bottom' }}>
          <AppRefine />
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
