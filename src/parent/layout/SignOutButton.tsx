/** Signs out: the session ends on the server, and nothing the parent read stays in the app. */
import { useTranslation } from 'react-i18next';
import { parentApi, SIGN_IN_PATH } from '../api';
import { queryClient } from '../query-client';

export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = async () => {
    await parentApi.signOut();
    queryClient.clear();
    window.location.assign(SIGN_IN_PATH);
  };
  return (
    <button className="button button--danger button--block" onClick={() => void signOut()}>
      {t('shell.signOut')}
    </button>
  );
}
