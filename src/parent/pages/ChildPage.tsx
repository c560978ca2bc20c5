/** A child's attendance: each lesson marked, newest first, present or absent, with the teacher's note; more on demand. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { PRESENT } from '../../../domain/check-in';
import { fullDate } from '../../phone/dates';
import { QueryState } from '../../phone/QueryState';
import { parentApi } from '../api';
import { PageBar } from '../layout/PageBar';
import { meQuery } from '../queries';

export function ChildPage() {
  const { t } = useTranslation();
  const childId = Number(useParams<{ childId: string }>().childId);
  const child = useQuery(meQuery).data!.children.find((c) => c.id === childId);
  const history = useInfiniteQuery({
    queryKey: ['attendance', childId],
    queryFn: ({ pageParam }) => parentApi.attendance(childId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page + 1 < last.total_pages ? last.page + 1 : undefined),
  });
  const first = history.data?.pages[0];
  const checkIns = history.data?.pages.flatMap((p) => p.content) ?? [];
  return (
    <main className="page">
      <PageBar title={child?.name ?? t('child.title')} />
      <Link href="/" className="muted">
        ← {t('child.back')}
      </Link>
      <h2>{t('child.title')}</h2>
      <QueryState query={history}>
        {first && <p className="muted">{t('child.counts', { present: first.present, absent: first.absent })}</p>}
        {checkIns.length ? (
          <ul className="list" aria-label={t('child.title')}>
            {checkIns.map((c) => (
              <li key={c.id} className="card list__item">
                <div>
                  <strong>{fullDate(c.at_date)}</strong>
                  {c.class_name && <span className="muted"> · {c.class_name}</span>}
                  {c.note && <p>{c.note}</p>}
                </div>
                <span className={c.check_in === PRESENT ? 'chip chip--ok' : 'chip chip--bad'}>
                  {t(c.check_in === PRESENT ? 'child.present' : 'child.absent')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{t('child.none')}</p>
        )}
        {history.hasNextPage && (
          <button className="button button--block" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {t('child.more')}
          </button>
        )}
      </QueryState>
    </main>
  );
}
