/**
 * The onboarding checklist (spec §2): the setup steps in order, each ticked once
 * the academy has at least one record of it, or, for a step that is a settings
 * page (earn points), once that page was saved. Only steps whose screen exists
 * and which the caller may open are listed. Whether it shows is each user's own
 * choice (`users.onboarding_hidden`).
 */
import { sql } from 'kysely';
import { pages, type Role } from '../../../resources.config';
import type { SettingsSection } from '../../../schemas/settings';
import { denialFor } from '../../../domain/gate';
import type { RequestContext } from '../../core/context';
import type { EntityModel } from '../../core/crud/entity-model';
import type { Onboarding, OnboardingStep as Step } from '../../../domain/onboarding';
import { dynamicDb } from '../../db/dynamic-db';

export const ONBOARDING_STEPS = ['branches', 'courses', 'managers', 'classes', 'players', 'categories', 'products', 'earn-points'];

/** Steps done on a settings page: its page and the settings section it saves. */
const SETTINGS_STEPS: Record<string, { page: string; section: SettingsSection }> = {
  'earn-points': { page: 'settings_earn_points', section: 'point_settings' },
};

async function recordStep(ctx: RequestContext, model: EntityModel): Promise<Step> {
  const { n } = await dynamicDb(ctx.db)
    .selectFrom(model.table)
    .select(sql<number>`count(*)`.as('n'))
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const count = Number(n);
  return { key: model.config.name, route: model.config.route, count, done: count > 0 };
}

async function settingsStep(ctx: RequestContext, key: string, route: string, section: SettingsSection): Promise<Step> {
  const { settings } = await ctx.db.selectFrom('academies').select('settings').where('id', '=', ctx.academy.id).executeTakeFirstOrThrow();
  const saved = section in ((settings as object | null) ?? {});
  return { key, route, count: saved ? 1 : 0, done: saved };
}

export async function onboardingSteps(ctx: RequestContext, models: Map<string, EntityModel>): Promise<Onboarding> {
  const role = ctx.user.role as Role;
  const steps = await Promise.all(
    ONBOARDING_STEPS.flatMap((key) => {
      const model = models.get(key);
      if (model) return denialFor(model.config, role, ctx.academy.features) === null ? [recordStep(ctx, model)] : [];
      const setting = SETTINGS_STEPS[key];
      const page = setting && pages.find((p) => p.name === setting.page);
      return page && denialFor(page, role, ctx.academy.features) === null ? [settingsStep(ctx, key, page.route, setting.section)] : [];
    }),
  );
  const { onboarding_hidden: hidden } = await ctx.db
    .selectFrom('users')
    .select('onboarding_hidden')
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  return { steps, done: steps.filter((s) => s.done).length, total: steps.length, hidden: Boolean(hidden) };
}

export async function setOnboardingHidden(ctx: RequestContext, hidden: boolean): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ onboarding_hidden: hidden })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', ctx.user.id)
    .execute();
}
