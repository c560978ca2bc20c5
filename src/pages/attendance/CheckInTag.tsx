/** A check-in as its spec §3 status badge (present green, absent red, not taken neutral), with "× n" when it counted several sessions. */
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/StatusBadge';
import { enumBadge, enumLabel } from '../../../domain/enum-labels';
import { PRESENT } from '../../../domain/check-in';

export function CheckInTag({ checkIn, units = 1 }: { checkIn: number; units?: number }) {
  const { i18n } = useTranslation();
  return (
    <StatusBadge status={enumBadge('check_in', checkIn)}>
      {enumLabel('check_in', checkIn, i18n.language)}
      {checkIn === PRESENT && units > 1 ? ` × ${units}` : ''}
    </StatusBadge>
  );
}
