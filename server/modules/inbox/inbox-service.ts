/**
 * The header's inbox for the signed-in staff member: the latest registrations,
 * payments and leave requests they may see, newest first, and how many they have
 * not read. Read is theirs alone: everything up to their `inbox_seen_at` (or, until
 * they first mark all read, up to when their account was made, so a new login does
 * not start with the academy's whole history unread), and each item opened since.
 */
import { sql } from 'kysely';
import type { InboxKind } from '../../../domain/inbox';
import type { RequestContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { sourcesFor, type Source } from './inbox-sources';

export interface InboxItem {
  kind: InboxKind;
  record_id: number;
  title: string;
  at: string;
  read: boolean;
}

async function readUntil(ctx: RequestContext): Promise<string> {
  const row = await ctx.db
    .selectFrom('users')
    .select(sql<string>`coalesce(inbox_seen_at, create_date)`.as('since'))
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  return row.since;
}

/** The source's rows with whether the caller has read each (opened it, or it is older than what they marked read). */
function withReadState(ctx: RequestContext, source: Source, since: string) {
  return source
    .rows(ctx)
    .leftJoin('inbox_reads as seen', (join) =>
      join
        .onRef('seen.academy_id', '=', 'x.academy_id')
        .on('seen.user_id', '=', ctx.user.id)
        .on('seen.kind', '=', source.kind)
        .onRef('seen.record_id', '=', 'x.id'),
    )
    .select(sql<boolean>`(${source.at} <= ${since}::timestamptz or seen.record_id is not null)`.as('read'));
}

async function unreadCount(ctx: RequestContext, sources: Source[], since: string): Promise<number> {
  const counts = await Promise.all(
    sources.map((source) =>
      withReadState(ctx, source, since)
        .clearSelect()
        .select(sql<number>`count(*)`.as('n'))
        .where(sql<boolean>`${source.at} > ${since}::timestamptz`)
        .where('seen.record_id', 'is', null)
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, row) => sum + Number(row.n), 0);
}

export async function inbox(ctx: RequestContext, size: number) {
  const sources = sourcesFor(ctx);
  const since = await readUntil(ctx);
  const [latest, unread_count] = await Promise.all([
    Promise.all(
      sources.map(async (source) => {
        const rows = (await withReadState(ctx, source, since)
          .select([sql<number>`x.id`.as('record_id'), source.at.as('at'), ...source.columns])
          .orderBy(source.at, 'desc')
          .orderBy('x.id', 'desc')
          .limit(size)
          .execute()) as Array<Record<string, unknown>>;
        return rows.map((row): InboxItem => ({
          kind: source.kind,
          record_id: Number(row.record_id),
          title: source.title(ctx, row),
          at: String(row.at),
          read: Boolean(row.read),
        }));
      }),
    ),
    unreadCount(ctx, sources, since),
  ]);
  const items = latest
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at) || b.record_id - a.record_id)
    .slice(0, size);
  return { unread_count, items };
}

/** Marks one item read for the caller; an item they may not see is not found. */
export async function markRead(ctx: RequestContext, kind: InboxKind, recordId: number) {
  const source = sourcesFor(ctx).find((s) => s.kind === kind);
  const exists =
    source &&
    (await source
      .rows(ctx)
      .select(sql`1`.as('one'))
      .where('x.id', '=', recordId)
      .executeTakeFirst());
  if (!exists) throw notFound(ctx.t('errors.notFound'));
  await ctx.db
    .insertInto('inbox_reads')
    .values({ academy_id: ctx.academy.id, user_id: ctx.user.id, kind, record_id: recordId })
    .onConflict((c) => c.doNothing())
    .execute();
  return { unread_count: await unreadCount(ctx, sourcesFor(ctx), await readUntil(ctx)) };
}

/** Marks everything read for the caller: single reads are then covered by the timestamp and go. */
export async function markAllRead(ctx: RequestContext) {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ inbox_seen_at: sql`now()` })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', ctx.user.id)
      .execute();
    await trx.deleteFrom('inbox_reads').where('academy_id', '=', ctx.academy.id).where('user_id', '=', ctx.user.id).execute();
  });
  return { unread_count: 0 };
}
