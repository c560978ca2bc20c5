/** The family's fees: those still to pay, each with Pay (its payment page), then those paid, each with its receipt. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import type { ParentFee } from '../../../domain/parent-area';
import { PAID, PAYABLE_STATUSES } from '../../../domain/tuition-fee';
import { formatMoney } from '../../../domain/money';
import { fullDate } from '../../phone/dates';
import { parentApi } from '../api';
import { PageBar } from '../layout/PageBar';
import { QueryState } from '../../phone/QueryState';

export const feesQuery = { queryKey: ['fees'], queryFn: parentApi.fees } as const;

/** Saves the receipt where the phone keeps downloads (or opens it, as the browser does with a PDF). */
async function saveReceipt(fee: ParentFee) {
  const url = URL.createObjectURL(await parentApi.receipt(fee.id));
  const link = Object.assign(document.createElement('a'), { href: url, download: `bien-lai-${fee.id}.pdf` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function FeeCard({ fee, onError }: { fee: ParentFee; onError: (message: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const paid = fee.transaction_status === PAID;
  const act = async () => {
    setBusy(true);
    try {
      if (paid) await saveReceipt(fee);
      else window.location.assign((await parentApi.payLink(fee.id)).url);
    } catch (failure) {
      onError((failure as HttpError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="card fee" aria-label={fee.title ?? undefined}>
      <div className="card__head">
        <h3>{fee.title}</h3>
        <span className="fee__amount">{formatMoney(fee.amount)}</span>
      </div>
      <p className="muted">
        {fee.player?.name} · {fullDate(fee.at_date)}
      </p>
      {fee.transaction_status === 2 && <span className="chip chip--warn">{t('fees.pending')}</span>}
      {(paid || PAYABLE_STATUSES.includes(fee.transaction_status)) && (
        <button
          className={paid ? 'button button--block' : 'button button--primary button--block'}
          disabled={busy}
          onClick={() => void act()}
        >
          {paid ? t('fees.receipt') : t('fees.pay')}
        </button>
      )}
    </article>
  );
}

export function FeesPage() {
  const { t } = useTranslation();
  const fees = useQuery(feesQuery);
  const [error, setError] = useState<string>();
  const all = fees.data?.content ?? [];
  const toPay = all.filter((fee) => fee.transaction_status !== PAID);
  const paid = all.filter((fee) => fee.transaction_status === PAID);
  return (
    <main className="page">
      <PageBar title={t('fees.title')} />
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <QueryState query={fees}>
        <h2>{t('fees.toPay')}</h2>
        {toPay.length ? (
          toPay.map((fee) => <FeeCard key={fee.id} fee={fee} onError={setError} />)
        ) : (
          <p className="empty">{t('fees.nothingToPay')}</p>
        )}
        <h2>{t('fees.paid')}</h2>
        {paid.length ? (
          paid.map((fee) => <FeeCard key={fee.id} fee={fee} onError={setError} />)
        ) : (
          <p className="empty">{t('fees.nonePaid')}</p>
        )}
      </QueryState>
    </main>
  );
}
