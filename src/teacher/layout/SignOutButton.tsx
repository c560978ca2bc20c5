/** Signs out: the session ends on the server, and nothing the teacher read stays on the phone. */
import { useTranslation } from 'react-i18next';
import { teacherApi } from '../api';
import { outbox } from '../app-outbox';
import { queryClient } from '../query-client';
import { forgetReadAnswers } from '../service-worker';

export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = async () => {
    const waiting = outbox.mine().length;
    // Saves not yet sent would be lost: the teacher decides.
    if (waiting && !window.confirm(t('shell.signOutWaiting', { count: waiting }))) return;
    await outbox.forgetMine();
    await teacherApi.signOut();
    await forgetReadAnswers();
    queryClient.clear();
    window.location.assign('/teacher/sign-in');
  };
  return (
    <button className="button button--danger button--block" onClick={() => void signOut()}>
      {t('shell.signOut')}
    </button>
  );
}
