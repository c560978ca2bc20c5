/** The family's make-up credits: an open one is booked into a lesson with a place left, picked from the list the server offers. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import type { ParentCredit } from '../../../domain/parent-area';
import { fullDate } from '../../phone/dates';
import { QueryState } from '../../phone/QueryState';
import { parentApi } from '../api';

const STATUS_CLASS: Record<ParentCredit['status'], string> = {
  open: 'chip--info',
  booked: 'chip--ok',
  used: 'chip--ok',
  expired: 'chip--bad',
  cancelled: 'chip--bad',
};

function Places({ credit, onBooked }: { credit: ParentCredit; onBooked: () => void }) {
  const { t } = useTranslation();
  const places = useQuery({ queryKey: ['places', credit.id], queryFn: () => parentApi.places(credit.id) });
  const book = useMutation({
    mutationFn: (place: { class_id: number; at_date: string }) => parentApi.book(credit.id, place),
    onSuccess: onBooked,
  });
  const error = book.error as unknown as HttpError | null;
  return (
    <QueryState query={places}>
      {places.data?.length ? (
        <ul className="list" aria-label={t('makeups.places')}>
          {places.data.map((place) => (
            <li key={`${place.class.id}-${place.at_date}`} className="list__item">
              <div>
                <strong>
                  {fullDate(place.at_date)} · {place.start_time}
                </strong>
                <p className="muted">
                  {place.class.name}
                  {place.branch && ` · ${place.branch.name}`}
                  {place.places_left !== null && ` · ${t('makeups.placesLeft', { count: place.places_left })}`}
                </p>
              </div>
              <button
                className="button button--primary"
                disabled={book.isPending}
                onClick={() => book.mutate({ class_id: place.class.id, at_date: place.at_date })}
              >
                {t('makeups.book')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty empty--small">{t('makeups.noPlace')}</p>
      )}
      {error && (
        <p className="error" role="alert">
          {error.message}
        </p>
      )}
    </QueryState>
  );
}

export function MakeupCredits() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const credits = useQuery({ queryKey: ['credits'], queryFn: parentApi.credits });
  const [choosing, setChoosing] = useState<number>();
  return (
    <QueryState query={credits}>
      {credits.data?.content.length ? (
        credits.data.content.map((credit) => (
          <article
            key={credit.id}
            className="card"
            aria-label={t('makeups.for', { name: credit.player?.name, day: fullDate(credit.missed_date) })}
          >
            <div className="card__head">
              <strong>{credit.player?.name}</strong>
              <span className={`chip ${STATUS_CLASS[credit.status]}`}>{t(`makeups.status.${credit.status}`)}</span>
            </div>
            <p className="muted">{t('makeups.missed', { day: fullDate(credit.missed_date), name: credit.class?.name ?? '' })}</p>
            {credit.status === 'booked' && credit.booked_date && (
              <p>{t('makeups.bookedInto', { day: fullDate(credit.booked_date), name: credit.booked_class?.name ?? '' })}</p>
            )}
            {credit.status === 'open' && (
              <>
                <p className="muted">{t('makeups.until', { day: fullDate(credit.expires_on) })}</p>
                {choosing === credit.id ? (
                  <Places
                    credit={credit}
                    onBooked={() => {
                      setChoosing(undefined);
                      void client.invalidateQueries({ queryKey: ['credits'] });
                    }}
                  />
                ) : (
                  <button className="button button--block" onClick={() => setChoosing(credit.id)}>
                    {t('makeups.choose')}
                  </button>
                )}
              </>
            )}
          </article>
        ))
      ) : (
        <p className="empty">{t('makeups.none')}</p>
      )}
    </QueryState>
  );
}
