import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayPart } from '../lib/greeting';
import { useAcademyClock } from '../providers/academy-clock';

/** How often the greeting looks at the clock: it changes on the hour. */
const CLOCK_MS = 60_000;

/** "Chào buổi sáng, An!" — the spec §1 greeting for the current hour at the academy, kept up to date. */
export function useGreeting(name: string | undefined): string {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const [now, setNow] = useState(() => clock.now().toDate());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now().toDate()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  return name ? t('greeting.withName', { greeting: t(`greeting.${dayPart(now)}`), name }) : '';
}
