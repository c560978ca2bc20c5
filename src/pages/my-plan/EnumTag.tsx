/** A spec §3 enumeration value as a status badge: its label in the current language, in its badge style. */
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/StatusBadge';
import { enumBadge, enumLabel } from '../../../domain/enum-labels';

export function EnumTag({ name, value }: { name: string; value: string | number }) {
  const { i18n } = useTranslation();
  return <StatusBadge status={enumBadge(name, value)}>{enumLabel(name, value, i18n.resolvedLanguage ?? 'vi')}</StatusBadge>;
}
