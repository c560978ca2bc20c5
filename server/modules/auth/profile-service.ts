import type { RequestContext } from '../../core/context';

export async function myProfile(ctx: RequestContext) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'user_name', 'user_type', 'avatar', 'app_language', 'mobile'])
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  let branches = ctx.db
    .selectFrom('branches')
    .select(['id', 'name'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .orderBy('id');
  if (ctx.user.branchIds.length) branches = branches.where('id', 'in', ctx.user.branchIds);
  const list = await branches.execute();
  const selected = ctx.branchIds?.length === 1 ? (list.find((b) => b.id === ctx.branchIds![0]) ?? null) : null;
  return {
    ...user,
    branch: selected,
    branches: list,
    academy: { id: ctx.academy.id, code: ctx.academy.code, name: ctx.academy.name },
    features: [...ctx.academy.features].sort(),
  };
}
