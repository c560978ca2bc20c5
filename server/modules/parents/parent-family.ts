/**
 * Who is whose parent: a parent's login (`user_type` user) keeps their phone (`users.mobile`,
 * as stored), and their children are the academy's live players registered with that phone
 * (one phone, three children: all three). Through them the family reaches its classes (each
 * child's own and the places beyond it, `player_classes`) and its branches. A login whose
 * phone names no player has a family of no one: every list empty, every record not found.
 */
import { sql, type RawBuilder } from 'kysely';
import type { RequestContext } from '../../core/context';
import type { ParentAccount } from '../../../domain/parent-area';
import type { ParentOwner } from '../../../schemas/vocabulary';

export interface Family {
  parent: ParentAccount;
  /** The ids reached through each owner: the children, their classes, their branches. */
  ids: Record<ParentOwner, number[]>;
}

const sorted = (ids: Iterable<number | null>) => [...new Set([...ids].filter((id): id is number => id !== null))].sort((a, b) => a - b);

/** The signed-in parent and the ids of their family. */
export async function familyOf(ctx: RequestContext): Promise<Family> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'mobile', 'app_language'])
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  const parent = {
    id: user.id,
    name: String(user.name),
    mobile: user.mobile ?? null,
    app_language: user.app_language === 'en' ? 'en' : 'vi',
  };
  // No phone, no children: an empty phone would otherwise match every player registered without one.
  const children = parent.mobile
    ? await ctx.db
        .selectFrom('players')
        .select(['id', 'class_id', 'branch_id'])
        .where('academy_id', '=', ctx.academy.id)
        .where('deleted_at', 'is', null)
        .where('mobile', '=', parent.mobile)
        .execute()
    : [];
  const childIds = sorted(children.map((c) => c.id));
  const places = childIds.length
    ? await ctx.db
        .selectFrom('player_classes')
        .select('class_id')
        .where('academy_id', '=', ctx.academy.id)
        .where('deleted_at', 'is', null)
        .where('player_id', 'in', childIds)
        .execute()
    : [];
  return {
    parent: parent as ParentAccount,
    ids: {
      players: childIds,
      classes: sorted([...children.map((c) => c.class_id), ...places.map((p) => p.class_id)]),
      branches: sorted(children.map((c) => c.branch_id)),
    },
  };
}

/**
 * The context the office's read services run in for a parent: the family's rows are chosen by
 * their ids (familyRows), so nothing narrows by the login's branches, which a parent has none of.
 */
export function familyContext(ctx: RequestContext): RequestContext {
  return { ...ctx, branchIds: null, user: { ...ctx.user, branchIds: [] } };
}

/** The rows of `table` whose `field` names one of `ids` (none when there are none). */
export function amongIds(table: string, field: string, ids: number[]): RawBuilder<boolean> {
  return ids.length ? sql<boolean>`${sql.ref(`${table}.${field}`)} in (${sql.join(ids)})` : sql<boolean>`false`;
}
