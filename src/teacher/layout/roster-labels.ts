import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The rows' words, looked up once for the whole roster: i18next's lookup costs a phone's first
 * load a fraction of a millisecond a call, and three a player add up to the roster's longest task.
 * A phrase naming the player or a number is looked up once with its placeholder kept, then filled
 * per row by i18next's own interpolator (so no phrase of the roster has plural forms).
 */
export function useRosterLabels() {
  // `t` is a new function when the language changes, so the words follow it.
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const filling = (key: string, variable: 'name' | 'count') => {
      const template = t(key, { [variable]: `{{${variable}}}` });
      return (value: string | number) => i18n.services.interpolator.interpolate(template, { [variable]: value }, i18n.language, {});
    };
    return {
      present: t('roster.present'),
      absent: t('roster.absent'),
      feeUnpaid: t('roster.feeUnpaid'),
      lowBalance: t('roster.lowBalance'),
      guest: t('roster.guest'),
      frozen: t('roster.frozen'),
      makeup: t('roster.makeup'),
      waiting: t('sync.waitingShort'),
      timeOff: (status: number) => t(`roster.timeOff.${status}`),
      unitsLeft: filling('roster.unitsLeft', 'count'),
      note: filling('roster.note', 'name'),
      markOf: filling('roster.markOf', 'name'),
    };
  }, [t, i18n]);
}
export type RosterLabels = ReturnType<typeof useRosterLabels>;
