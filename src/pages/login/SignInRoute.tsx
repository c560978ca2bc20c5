/** /auth/login: the signed-in go home; anyone else gets the sign-in page, loaded behind the splash. */
import { Navigate } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';
import { Screen } from '../../components/Screen';
import { Splash } from '../../components/Splash';
import { cookieTokenStore } from '../../http/token-store';

const LoginPage = lazyScreen(() => import('./LoginPage'));

export function SignInRoute() {
  // The auth provider's own test (`check`): a session is a stored access token.
  if (cookieTokenStore.access()) return <Navigate to="/" replace />;
  return (
    <Screen fallback={<Splash />}>
      <LoginPage />
    </Screen>
  );
}
