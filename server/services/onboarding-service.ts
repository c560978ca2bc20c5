/**
 * The onboarding checklist (spec §2): the setup steps in order, each ticked once
 * the academy has at least one record of it. Only steps whose screen exists and
 * which the caller may open are listed.
 */
import { sql } from 'kysely';
import type { Role } from '../../resources.config';
import { denialFor } from '../../src/lib/gate';
import type { RequestContext } from '../context';
import type { EntityModel } from './entity-model';

export const ONBOARDING_STEPS = ['branches', 'courses', 'managers', 'classes', 'players', 'categories', 'products', 'earn-points'];

export async function onboardingSteps(ctx: RequestContext, models: Map<string, EntityModel>) {
  const open = ONBOARDING_STEPS.map((key) => models.get(key)).filter(
    (m): m is EntityModel => m !== undefined && denialFor(m.config, ctx.user.role as Role, ctx.academy.features) === null,
  );
  const steps = await Promise.all(
    open.map(async (model) => {
      const { n } = await ctx.db
        .selectFrom(model.table)
        .select(sql<number>`count(*)`.as('n'))
        .where('academy_id', '=', ctx.academy.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      const count = Number(n);
      return { key: model.config.name, route: model.config.route, count, done: count > 0 };
    }),
  );
  return { steps, done: steps.filter((s) => s.done).length, total: steps.length };
}
