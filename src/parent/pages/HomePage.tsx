/**
 * The parent's first screen: each child's card (class, branch, sessions left, next lesson, fees to pay,
 * points), leading to their attendance and to points and shop; the settings from its bar.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ParentChild } from '../../../domain/parent-area';
import { formatMoney, formatNumber } from '../../../domain/money';
import { dayLabel } from '../../phone/dates';
import { Icon } from '../../phone/icons';
import { meQuery } from '../queries';
import { PageBar } from '../layout/PageBar';

const nameOf = (ref: unknown): string | null => (ref && typeof ref === 'object' && 'name' in ref ? String(ref.name) : null);

function ChildCard({ child }: { child: ParentChild }) {
  const { t } = useTranslation();
  const left = typeof child.number_of_units === 'number' ? child.number_of_units : null;
  const klass = nameOf(child.class);
  const branch = nameOf(child.branch);
  const { next_lesson: next, unpaid } = child;
  return (
    <article className="card" aria-label={child.name ?? undefined}>
      <div className="card__head">
        <h3>{child.name}</h3>
        {left !== null && <span className={left > 0 ? 'chip chip--ok' : 'chip chip--bad'}>{t('home.sessionsLeft', { count: left })}</span>}
      </div>
      <p className="muted">
        {t('home.class')}: {klass ?? t('home.noClass')}
      </p>
      {branch && (
        <p className="muted">
          {t('home.branch')}: {branch}
        </p>
      )}
      {next ? (
        <p>{t('home.nextLesson', { day: dayLabel(next.date, t), start: next.start_time, end: next.end_time, class: next.class.name })}</p>
      ) : (
        klass && <p className="muted">{t('home.noNextLesson')}</p>
      )}
      {unpaid.count > 0 && (
        <p>
          <Link href="/fees" className="chip chip--warn">
            {t('home.unpaid', { count: unpaid.count, amount: formatMoney(unpaid.amount) })}
          </Link>
        </p>
      )}
      <Link href={`/children/${child.id}`} className="button button--block card__action">
        {t('home.attendance')}
      </Link>
      <Link href="/shop" className="button button--block card__action">
        <Icon name="gift" />
        {t('home.shop')}
        {typeof child.points === 'number' && <span className="chip">{t('home.points', { points: formatNumber(child.points) })}</span>}
      </Link>
    </article>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const me = useQuery(meQuery).data!;
  return (
    <main className="page">
      <PageBar
        title={t('home.greeting', { name: me.parent.name })}
        end={
          <Link href="/settings" className="bar__link">
            {t('settings.open')}
          </Link>
        }
      />
      <h2>{t('home.children')}</h2>
      {me.children.length ? (
        me.children.map((child) => <ChildCard key={child.id} child={child} />)
      ) : (
        <p className="empty">{t('home.none')}</p>
      )}
    </main>
  );
}
