/** Spec §4: a trial academy sees the time left above every page, with a way to upgrade. */
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { timeLeft } from '../lib/time-left';
import type { MyAcademy } from '../../domain/academy';

// Hours are the smallest unit shown, so a minute tick is plenty.
const TICK_MS = 60_000;

/** What the banner reads of the academy. */
export type TrialState = Pick<MyAcademy, 'expired_on'> & { package: Pick<MyAcademy['package'], 'is_trial'> };

export function TrialBanner({ academy }: { academy: TrialState | undefined }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  const expiredOn = academy?.package.is_trial ? academy.expired_on : null;

  useEffect(() => {
    if (!expiredOn) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [expiredOn]);

  if (!expiredOn) return null;
  const left = timeLeft(expiredOn, now);
  return (
    <Alert
      type="warning"
      showIcon
      banner
      style={{ marginBottom: 16 }}
      message={left.over ? t('trial.over') : t('trial.left', { days: left.days, hours: left.hours })}
      action={
        <Link to="/my-plan">
          <Button size="small" type="primary">
            {t('trial.upgrade')}
          </Button>
        </Link>
      }
    />
  );
}
