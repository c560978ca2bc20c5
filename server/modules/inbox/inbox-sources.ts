/**
 * Where each kind of inbox item comes from: the live rows of its table the caller
 * may see (their academy, the branch scope), when each happened, and its title's
 * words. A payment is a revenue recorded as paid, and happened when it became paid
 * (`paid_at`, server/db/paid-at.ts): a fee written earlier and paid today is today's news.
 */
import { sql, type AliasedRawBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { resources } from '../../../resources.config';
import { denialFor } from '../../../domain/gate';
import { formatMoney } from '../../../domain/money';
import { INBOX_KINDS, INBOX_RESOURCE, type InboxKind } from '../../../domain/inbox';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import { dynamicDb, type EntityTables } from '../../db/dynamic-db';

const PAID = 1;

type Rows = SelectQueryBuilder<EntityTables, string, object>;

export interface Source {
  kind: InboxKind;
  /** Rows of the kind the caller may see, as `x`; `at` is when the item happened. */
  rows: (ctx: RequestContext) => Rows;
  at: RawBuilder<Date>;
  /** The columns its title is made of. */
  columns: Array<AliasedRawBuilder<unknown, string>>;
  title: (ctx: RequestContext, row: Record<string, unknown>) => string;
}

function visible(ctx: RequestContext, table: string): Rows {
  const q = dynamicDb(ctx.db)
    .selectFrom(`${table} as x`)
    .where('x.academy_id', '=', ctx.academy.id)
    .where('x.deleted_at', 'is', null) as Rows;
  return q.where(withinBranches(ctx.branchIds, 'x.branch_id'));
}

const playerName = (rows: Rows) =>
  rows.leftJoin('players as who', (join) => join.onRef('who.academy_id', '=', 'x.academy_id').onRef('who.id', '=', 'x.player_id'));

const SOURCES: Record<InboxKind, Source> = {
  registration: {
    kind: 'registration',
    rows: (ctx) => visible(ctx, 'practices'),
    at: sql<Date>`x.create_date`,
    columns: [sql`x.name`.as('name')],
    title: (ctx, row) => ctx.t('inbox.titles.registration', { name: row.name }),
  },
  payment: {
    kind: 'payment',
    rows: (ctx) =>
      visible(ctx, 'revenues')
        .where('x.transaction_status', '=', PAID)
        .leftJoin('tuition_payments as online', (join) =>
          join.onRef('online.academy_id', '=', 'x.academy_id').onRef('online.revenue_id', '=', 'x.id').on('online.status', '=', 'SUCCESS'),
        ),
    at: sql<Date>`coalesce(x.paid_at, x.create_date)`,
    columns: [sql`x.title`.as('title'), sql`x.amount`.as('amount'), sql`online.paid_at is not null`.as('online')],
    title: (ctx, row) =>
      ctx.t(row.online ? 'inbox.titles.paymentOnline' : 'inbox.titles.payment', {
        amount: formatMoney(Number(row.amount)),
        title: row.title,
      }),
  },
  time_off: {
    kind: 'time_off',
    rows: (ctx) => playerName(visible(ctx, 'time_offs')),
    at: sql<Date>`x.create_date`,
    columns: [sql`who.name`.as('player'), sql`to_char(x.at_date, 'DD/MM/YYYY')`.as('day'), sql`x.source`.as('source')],
    title: (ctx, row) =>
      ctx.t(row.source === 'PARENT_APP' ? 'inbox.titles.timeOffFromParent' : 'inbox.titles.timeOff', {
        player: row.player ?? '—',
        day: row.day,
      }),
  },
  // The office books its own make-ups; a parent's booking in their app is news to it.
  makeup: {
    kind: 'makeup',
    rows: (ctx) =>
      playerName(visible(ctx, 'makeup_credits'))
        .where('x.booked_via', '=', 'PARENT_APP')
        .where('x.status', 'in', ['booked', 'used'])
        .leftJoin('classes as lesson', (join) =>
          join.onRef('lesson.academy_id', '=', 'x.academy_id').onRef('lesson.id', '=', 'x.booked_class_id'),
        ),
    at: sql<Date>`x.booked_at`,
    columns: [sql`who.name`.as('player'), sql`lesson.name`.as('class'), sql`to_char(x.booked_date, 'DD/MM/YYYY')`.as('day')],
    title: (ctx, row) => ctx.t('inbox.titles.makeupFromParent', { player: row.player ?? '—', class: row.class ?? '—', day: row.day }),
  },
};

/** The kinds the caller may open: their role and the package let them read that kind's records. */
export function sourcesFor(ctx: RequestContext): Source[] {
  return INBOX_KINDS.map((kind) => SOURCES[kind]).filter((source) => {
    const resource = resources.find((r) => r.name === INBOX_RESOURCE[source.kind])!;
    return denialFor(resource, ctx.user.role, ctx.academy.features) === null;
  });
}
