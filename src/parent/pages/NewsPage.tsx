/**
 * News: the upcoming events of the children's branches (soonest first: title, days, place, kind),
 * then the academy's news and offers (newest first: title, day, the text's start, its first
 * picture), each opening whole on its own page.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ParentEvent, ParentPost } from '../../../domain/parent-area';
import { fullDate } from '../../phone/dates';
import { Icon } from '../../phone/icons';
import { parentApi } from '../api';
import { PageBar } from '../layout/PageBar';
import { Offered } from '../layout/Offered';
import { firstImage, localDay, newsQuery, postedDay } from './news-items';

const eventsQuery = { queryKey: ['events'], queryFn: parentApi.events } as const;

/** The events not over yet, soonest first. */
function upcoming(events: ParentEvent[], today: string): ParentEvent[] {
  return events
    .filter((e) => (e.end_date ?? e.start_date) >= today)
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
}

function EventCard({ event }: { event: ParentEvent }) {
  const { t } = useTranslation();
  const days =
    event.end_date && event.end_date !== event.start_date
      ? `${fullDate(event.start_date)} – ${fullDate(event.end_date)}`
      : fullDate(event.start_date);
  return (
    <article className="card event" aria-label={event.title}>
      <div className="card__head">
        <h3>{event.title}</h3>
        {event.event_type !== null && <span className="chip chip--info">{t(`news.eventTypes.${event.event_type}`)}</span>}
      </div>
      <p className="event__line">
        <Icon name="calendar" />
        {days}
      </p>
      {event.location && <p className="muted">{event.location}</p>}
      {event.branch && <p className="muted">{event.branch.name}</p>}
      {event.description && <p className="text">{event.description}</p>}
    </article>
  );
}

function PostItem({ post }: { post: ParentPost }) {
  const image = firstImage(post);
  return (
    <Link href={`/news/${post.id}`} className="card post-item">
      {image && <img className="post-item__image" src={image} alt="" loading="lazy" />}
      <span className="post-item__body">
        <strong className="post-item__title">{post.title}</strong>
        <span className="muted">{postedDay(post)}</span>
        {post.content && <span className="post-item__text">{post.content}</span>}
      </span>
    </Link>
  );
}

export function NewsPage() {
  const { t } = useTranslation();
  const events = useQuery(eventsQuery);
  const news = useQuery(newsQuery);
  const soon = upcoming(events.data?.content ?? [], localDay());
  const posts = news.data?.content ?? [];
  return (
    <main className="page">
      <PageBar title={t('news.title')} />
      <h2>{t('news.events')}</h2>
      <Offered query={events}>
        {soon.length ? soon.map((event) => <EventCard key={event.id} event={event} />) : <p className="empty">{t('news.noEvents')}</p>}
      </Offered>
      <h2>{t('news.articles')}</h2>
      <Offered query={news}>
        {posts.length ? (
          <nav aria-label={t('news.articles')}>
            {posts.map((post) => (
              <PostItem key={post.id} post={post} />
            ))}
          </nav>
        ) : (
          <p className="empty">{t('news.noArticles')}</p>
        )}
      </Offered>
    </main>
  );
}
