/**
 * Leave for a child's lesson: the request goes to the office (pending until decided); the
 * family's requests with their decisions; and the make-up lessons an approval granted, to book.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import { fullDate } from '../../phone/dates';
import { QueryState } from '../../phone/QueryState';
import { parentApi } from '../api';
import { PageBar } from '../layout/PageBar';
import { meQuery } from '../queries';
import { MakeupCredits } from './MakeupCredits';

const STATUS_CLASS = ['chip--warn', 'chip--ok', 'chip--bad'];
/** The phone's today: the server holds every request to the academy's own calendar and policy. */
const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

export function LeavePage() {
  const { t } = useTranslation();
  const children = useQuery(meQuery).data!.children;
  const client = useQueryClient();
  const leaves = useQuery({ queryKey: ['leaves'], queryFn: parentApi.leaves });
  const [done, setDone] = useState(false);
  // A new key clears the form once the request is sent.
  const [sent, setSent] = useState(0);
  const ask = useMutation({
    mutationFn: parentApi.askLeave,
    onSuccess: () => {
      setDone(true);
      setSent((n) => n + 1);
      void client.invalidateQueries({ queryKey: ['leaves'] });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setDone(false);
    ask.mutate({
      player_id: Number(form.get('player_id')),
      at_date: String(form.get('at_date')),
      reason: String(form.get('reason')).trim(),
    });
  };
  const error = ask.error as unknown as HttpError | null;

  return (
    <main className="page">
      <PageBar title={t('leave.title')} />
      <form key={sent} className="card form" onSubmit={submit}>
        <h2>{t('leave.ask')}</h2>
        <label>
          {t('leave.child')}
          <select name="player_id" required defaultValue={children.length === 1 ? String(children[0].id) : ''}>
            {children.length > 1 && <option value="">{t('leave.pickChild')}</option>}
            {children.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('leave.date')}
          <input type="date" name="at_date" required min={localToday()} />
        </label>
        <label>
          {t('leave.reason')}
          <textarea name="reason" required minLength={2} maxLength={500} rows={3} />
        </label>
        {error && (
          <p className="error" role="alert">
            {error.message}
          </p>
        )}
        {done && (
          <p className="success" role="status">
            {t('leave.sent')}
          </p>
        )}
        <button className="button button--primary button--block" disabled={ask.isPending}>
          {t('leave.submit')}
        </button>
      </form>
      <h2>{t('leave.ours')}</h2>
      <QueryState query={leaves}>
        {leaves.data?.content.length ? (
          <ul className="list">
            {leaves.data.content.map((leave) => (
              <li key={leave.id} className="card list__item">
                <div>
                  <strong>{fullDate(leave.at_date)}</strong>
                  <span className="muted"> · {leave.player?.name}</span>
                  {leave.class && <span className="muted"> · {leave.class.name}</span>}
                  <p>{leave.reason}</p>
                </div>
                <span className={`chip ${STATUS_CLASS[leave.status]}`}>{t(`leave.status.${leave.status}`)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{t('leave.none')}</p>
        )}
      </QueryState>
      <h2>{t('makeups.title')}</h2>
      <MakeupCredits />
    </main>
  );
}
