/**
 * The app's frame: router, antd's theme and language, and the two ways in. The
 * sign-in page renders here on its own, so a first visit loads neither Refine
 * nor the admin app; every other path is the admin app (AdminApp.tsx), loaded
 * behind the splash. A data router, so a page with unsaved changes can hold
 * any move away, the browser's Back included (layout/LeavePrompt.tsx).
 */
import { App as AntdApp, ConfigProvider, Empty } from 'antd';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router';
import { lazyScreen } from './components/lazy-screen';
import { useReducedMotion } from './components/use-reduced-motion';
import { Screen } from './components/Screen';
import { Splash } from './components/Splash';
import { SignInRoute } from './pages/login/SignInRoute';
import { LOGIN_ROUTE } from './providers/auth-provider';
import { theme } from './theme';

const AdminApp = lazyScreen(() => import('./AdminApp'));

// With `prefers-reduced-motion`, antd's transitions are off: panels, menus and messages appear in place.
const stillTheme = { ...theme, token: { ...theme.token, motion: false } };

function Frame() {
  const { t, i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      theme={reducedMotion ? stillTheme : theme}
      locale={i18n.resolvedLanguage === 'en' ? enUS : viVN}
      renderEmpty={() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.noData')} />}
    >
      <AntdApp notification={{ placement: 'bottom' }}>
        <Routes>
          <Route path={LOGIN_ROUTE} element={<SignInRoute />} />
          <Route
            path="*"
            element={
              <Screen fallback={<Splash />}>
                <AdminApp />
              </Screen>
            }
          />
        </Routes>
      </AntdApp>
    </ConfigProvider>
  );
}

// The routes themselves stay declared where they are drawn, under this one catch-all.
const router = createBrowserRouter([{ path: '*', element: <Frame /> }]);

export default function App() {
  return <RouterProvider router={router} />;
}
