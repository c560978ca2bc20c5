/** One of the academy's posts, whole: its title, day, pictures and text with its line breaks. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import type { ParentPost } from '../../../domain/parent-area';
import { QueryState } from '../../phone/QueryState';
import { parentApi } from '../api';
import { PageBar } from '../layout/PageBar';
import { queryClient } from '../query-client';
import { newsQuery, postedDay } from './news-items';

export function PostPage() {
  const { t } = useTranslation();
  const id = Number(useParams<{ postId: string }>().postId);
  const post = useQuery({
    queryKey: ['post', id],
    queryFn: () => parentApi.post(id),
    // Opened from the list: drawn at once from what it read, then read afresh.
    placeholderData: () =>
      queryClient.getQueryData<Awaited<ReturnType<typeof newsQuery.queryFn>>>(newsQuery.queryKey)?.content.find((p) => p.id === id),
  });
  const data: ParentPost | undefined = post.data;
  return (
    <main className="page">
      <PageBar title={t('news.title')} />
      <Link href="/news" className="muted">
        ← {t('news.back')}
      </Link>
      <QueryState query={post}>
        {data && (
          <article className="post" aria-label={data.title}>
            <h2 className="post__title">{data.title}</h2>
            <p className="muted">{t('news.posted', { day: postedDay(data) })}</p>
            {(data.images ?? [])
              .filter((image) => image.url)
              .map((image) => (
                <img key={image.url} className="post__image" src={image.url} alt="" />
              ))}
            {data.content && <p className="text">{data.content}</p>}
          </article>
        )}
      </QueryState>
    </main>
  );
}
