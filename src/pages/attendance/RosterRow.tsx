/**
 * One person on a day's attendance list: who they are (link to their page), a
 * guest or leave-request badge, sessions left for a player (gold when low) and an
 * unpaid fee (a link to their unpaid fees, to collect them), the check-in, the
 * units when the policy counts several, the note, and the server's refusal for this row.
 */
import { Flex, Input, InputNumber, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/StatusBadge';
import { Thumbnail } from '../../crud/Thumbnail';
import { formatDate } from '../../../domain/dates';
import { enumBadge, enumLabel } from '../../../domain/enum-labels';
import { CheckInChoice } from './CheckInChoice';
import type { DayRow } from '../../../domain/attendance';
import { KINDS, type AttendanceKind } from './kinds';
import { PRESENT } from '../../../domain/check-in';
import { withCheckIn, type Mark } from './marks';

interface Props {
  kind: AttendanceKind;
  person: DayRow;
  mark: Mark;
  onChange: (mark: Mark) => void;
  maxUnits: number;
  locked: boolean;
  error?: string;
}

export function RosterRow({ kind, person, mark, onChange, maxUnits, locked, error }: Props) {
  const { t, i18n } = useTranslation();
  const config = KINDS[kind];
  const left = person.number_of_units;
  const details = [formatDate(person.date_of_birth), person.mobile].filter(Boolean).join(' · ');
  return (
    <Flex wrap gap={12} align="center" className={`attendance-row${error ? ' attendance-row-error' : ''}`} data-person={person.id}>
      <Flex gap={12} align="center" className="attendance-person">
        <Thumbnail resource={kind === 'player' ? 'players' : 'managers'} record={person} />
        <div>
          <Link to={`${config.detailRoute}/${person.id}`}>{person.name}</Link>
          {details && (
            <Typography.Text type="secondary" className="attendance-details">
              {details}
            </Typography.Text>
          )}
          <Flex wrap gap={4}>
            {person.makeup ? (
              <Tag color="cyan">{t('attendance.makeup')}</Tag>
            ) : (
              person.guest && <Tag color="purple">{t('attendance.guest')}</Tag>
            )}
            {person.frozen && <Tag>{t('attendance.frozen')}</Tag>}
            {person.time_off && (
              <StatusBadge status={enumBadge('time_off_status', person.time_off.status)}>
                <span title={person.time_off.reason ?? undefined}>
                  {t('attendance.timeOff', { status: enumLabel('time_off_status', person.time_off.status, i18n.language) })}
                </span>
              </StatusBadge>
            )}
          </Flex>
          {error && (
            <Typography.Text type="danger" className="attendance-error">
              {error}
            </Typography.Text>
          )}
        </div>
      </Flex>
      <Flex wrap gap={8} align="center" className="attendance-marking">
        {left !== undefined && (
          <Tag color={left <= 0 ? 'red' : person.low_balance ? 'gold' : 'blue'} className="attendance-left">
            {t('attendance.columns.sessionsLeft')}: {left}
          </Tag>
        )}
        {person.fee_unpaid && (
          <Link
            to={`/revenues?playerIds=${person.id}&transactionStatuses=unpaid`}
            title={t('attendance.collectFee', { name: person.name })}
          >
            <Tag color="orange">{t('attendance.feeUnpaid')}</Tag>
          </Link>
        )}
        <CheckInChoice
          name={person.name}
          value={mark.check_in}
          disabled={locked}
          onChange={(value) => onChange(withCheckIn(mark, value))}
        />
        {maxUnits > 1 && (
          <InputNumber
            size="small"
            min={1}
            max={maxUnits}
            precision={0}
            value={mark.units}
            disabled={locked || mark.check_in !== PRESENT}
            onChange={(units) => onChange({ ...mark, units: units ?? 1 })}
            addonAfter={t('attendance.columns.units')}
            aria-label={`${t('attendance.columns.units')} – ${person.name}`}
            style={{ width: 140 }}
          />
        )}
        <Input
          size="small"
          value={mark.note}
          maxLength={500}
          disabled={locked}
          placeholder={t('attendance.columns.note')}
          aria-label={`${t('attendance.columns.note')} – ${person.name}`}
          onChange={(event) => onChange({ ...mark, note: event.target.value })}
          className="attendance-note"
        />
      </Flex>
    </Flex>
  );
}
