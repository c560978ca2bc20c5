/** The teacher's leave: ask for a day off (and the class missed), and see the office's decisions. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import { teacherApi } from '../api';
import { fullDate } from '../../phone/dates';
import { PageHeader } from '../layout/PageHeader';
import { QueryState } from '../../phone/QueryState';
import { useMe } from '../use-me';

const STATUS_CLASS = ['chip--warn', 'chip--ok', 'chip--bad'];

export function LeavePage() {
  const { t } = useTranslation();
  const today = useMe().data!.today;
  const client = useQueryClient();
  const leaves = useQuery({ queryKey: ['leaves'], queryFn: teacherApi.leaves });
  const week = useQuery({ queryKey: ['week', today], queryFn: () => teacherApi.week(today) });
  const [date, setDate] = useState(today);
  const [done, setDone] = useState(false);
  // A new key clears the form once the request is sent.
  const [sent, setSent] = useState(0);
  const ask = useMutation({
    mutationFn: teacherApi.askLeave,
    onSuccess: () => {
      setDone(true);
      setSent((n) => n + 1);
      void client.invalidateQueries({ queryKey: ['leaves'] });
    },
  });
  const classes = new Map((week.data?.lessons ?? []).filter((l) => l.date === date).map((l) => [l.class.id, l.class.name]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const classId = Number(form.get('class_id'));
    setDone(false);
    ask.mutate({ at_date: date, reason: String(form.get('reason')).trim(), ...(classId && { class_id: classId }) });
  };
  const error = ask.error as unknown as HttpError | null;

  return (
    <main className="page">
      <PageHeader title={t('leave.title')} />
      <form key={sent} className="card form" onSubmit={submit}>
        <h2>{t('leave.ask')}</h2>
        <label>
          {t('leave.date')}
          <input type="date" name="at_date" required min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        {classes.size > 0 && (
          <label>
            {t('leave.class')}
            <select name="class_id" defaultValue="">
              <option value="">{t('leave.wholeDay')}</option>
              {[...classes].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('leave.reason')}
          <textarea name="reason" required minLength={2} maxLength={500} rows={3} />
        </label>
        {error && (
          <p className="error" role="alert">
            {error.statusCode ? error.message : t('leave.offline')}
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
      <h2>{t('leave.mine')}</h2>
      <QueryState query={leaves}>
        {leaves.data?.content.length ? (
          <ul className="list">
            {leaves.data.content.map((leave) => (
              <li key={leave.id} className="card list__item">
                <div>
                  <strong>{fullDate(leave.at_date)}</strong>
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
    </main>
  );
}
