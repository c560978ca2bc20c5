/** The sessions the teacher taught, a month at a time: the count the payslip is made from, and each day. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRESENT } from '../../../domain/check-in';
import { teacherApi } from '../api';
import { addMonths, fullDate, monthLabel } from '../../phone/dates';
import { PageHeader } from '../layout/PageHeader';
import { QueryState } from '../../phone/QueryState';
import { useMe } from '../use-me';

export function SessionsPage() {
  const { t } = useTranslation();
  const thisMonth = useMe().data!.today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const sessions = useQuery({ queryKey: ['sessions', month], queryFn: () => teacherApi.sessions(month) });
  const data = sessions.data;

  return (
    <main className="page">
      <PageHeader title={t('sessions.title')} subtitle={monthLabel(month)} back="/me" />
      <div className="pager">
        <button className="button" onClick={() => setMonth(addMonths(month, -1))}>
          {t('sessions.previous')}
        </button>
        <button className="button" onClick={() => setMonth(addMonths(month, 1))} disabled={month >= thisMonth}>
          {t('sessions.next')}
        </button>
      </div>
      <QueryState query={sessions}>
        {data && (
          <>
            <dl className="card totals">
              <div>
                <dt>{t('sessions.taught')}</dt>
                <dd>{data.units_present}</dd>
              </div>
              <div>
                <dt>{t('sessions.absent')}</dt>
                <dd>{data.absent}</dd>
              </div>
            </dl>
            {data.content.length ? (
              <ul className="list">
                {data.content.map((s) => (
                  <li key={s.id} className="card list__item">
                    <div>
                      <strong>{fullDate(s.at_date)}</strong>
                      <p className="muted">{[s.class_name, s.branch_name].filter(Boolean).join(' · ')}</p>
                      {s.note && <p>{s.note}</p>}
                    </div>
                    <span className={`chip ${s.check_in === PRESENT ? 'chip--ok' : 'chip--bad'}`}>
                      {t(s.check_in === PRESENT ? 'sessions.present' : 'sessions.missed')}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty">{t('sessions.none')}</p>
            )}
          </>
        )}
      </QueryState>
    </main>
  );
}
