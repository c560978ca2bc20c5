/** The teacher's payslips, newest month first: sessions, base, raises, deductions, total, and whether it is paid. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { teacherApi } from '../api';
import { formatMoney } from '../../../domain/money';
import { fullDate, monthLabel } from '../../phone/dates';
import { PageHeader } from '../layout/PageHeader';
import { QueryState } from '../../phone/QueryState';

export function PayslipsPage() {
  const { t } = useTranslation();
  const payslips = useQuery({ queryKey: ['payslips'], queryFn: teacherApi.payslips });

  return (
    <main className="page">
      <PageHeader title={t('payslips.title')} back="/me" />
      <QueryState query={payslips}>
        {payslips.data?.content.length ? (
          <ul className="list">
            {payslips.data.content.map((p) => (
              <li key={p.id} className="card payslip">
                <div className="payslip__head">
                  <strong>{t('payslips.month', { month: monthLabel(p.month) })}</strong>
                  <span className={`chip ${p.payslip_status === 2 ? 'chip--ok' : 'chip--warn'}`}>
                    {t(p.payslip_status === 2 ? 'payslips.paid' : 'payslips.unpaid')}
                  </span>
                </div>
                <dl>
                  <dt>{t('payslips.sessions')}</dt>
                  <dd>{p.sessions ?? 0}</dd>
                  <dt>{t('payslips.base')}</dt>
                  <dd>{formatMoney(p.base_amount ?? 0)}</dd>
                  {Boolean(p.raise_amount) && (
                    <>
                      <dt>{t('payslips.raise')}</dt>
                      <dd>
                        +{formatMoney(p.raise_amount ?? 0)}
                        {p.raise_note && <span className="muted"> · {p.raise_note}</span>}
                      </dd>
                    </>
                  )}
                  {Boolean(p.deduction_amount) && (
                    <>
                      <dt>{t('payslips.deduction')}</dt>
                      <dd>
                        −{formatMoney(p.deduction_amount ?? 0)}
                        {p.deduction_note && <span className="muted"> · {p.deduction_note}</span>}
                      </dd>
                    </>
                  )}
                  <dt className="payslip__total">{t('payslips.total')}</dt>
                  <dd className="payslip__total">{formatMoney(p.total_amount ?? 0)}</dd>
                  {p.paid_date && (
                    <>
                      <dt>{t('payslips.paidOn')}</dt>
                      <dd>{fullDate(p.paid_date.slice(0, 10))}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{t('payslips.none')}</p>
        )}
      </QueryState>
    </main>
  );
}
