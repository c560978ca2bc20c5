import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayPart } from '../lib/greeting';

/** How often the greeting looks at the clock: it changes on the hour. */
const CLOCK_MS = 60_000;

/** "Chào buổi sáng, An!" — the spec §1 greeting for the current hour, kept up to date. */
export function useGreeting(name: string | undefined): string {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return name ? t('greeting.withName', { greeting: t(`greeting.${dayPart(now)}`), name }) : '';
}
