/** What the News page and a post's page share: the news' query, and a post's day and first picture. */
import type { ParentPost } from '../../../domain/parent-area';
import { fullDate } from '../../phone/dates';
import { parentApi } from '../api';

export const newsQuery = { queryKey: ['news'], queryFn: parentApi.news } as const;

/** The phone's today (or the day of `date`), as the API writes days. */
export function localDay(date = new Date()): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The day a post was published, on the phone's calendar. */
export const postedDay = (post: ParentPost) => fullDate(localDay(new Date(post.create_date)));

export const firstImage = (post: Pick<ParentPost, 'images'>) => post.images?.find((image) => image.url)?.url;
