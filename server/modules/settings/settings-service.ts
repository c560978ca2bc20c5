/**
 * Academy settings (spec §3, reference §4.25): one document of sections, each
 * page saving its own. Reads fill every section from its defaults and never
 * answer a secret in full; a write is checked section by section against the
 * settings schema and the package features that section needs.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import { sql } from 'kysely';
import {
  defaultSettings,
  readsSection,
  secretFields,
  SETTINGS_SECTIONS,
  settingsSchema,
  type AcademySettings,
  type SettingsSection,
} from '../../../schemas/settings';
import { extendAjv } from '../../../schemas/vocabulary';
import { validationMessage } from '../../../domain/validation-messages';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../core/context';
import { forbidden, unprocessable, type FieldError } from '../../core/errors';
import { kitProducts } from './kit-service';
import { relevel } from '../loyalty/member-levels';
import { sectionRuleErrors } from './settings-rules';
import type { HostPolicy } from '../../core/provider-hosts';

const ajv = extendAjv(new Ajv2020({ allErrors: true, strict: true }));
const validators = Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, ajv.compile(settingsSchema.properties[s])]));

/** What a masked secret reads as; sent back unchanged, it keeps the stored value. */
export const MASK = '••••••';

export type { AcademySettings };

/** The settings of an academy, every section present (stored values over defaults). */
export async function readSettingsOf(db: Db, academyId: number): Promise<AcademySettings> {
  const row = await db.selectFrom('academies').select('settings').where('id', '=', academyId).executeTakeFirstOrThrow();
  const stored = (row.settings ?? {}) as Partial<AcademySettings>;
  return Object.fromEntries(
    SETTINGS_SECTIONS.map((section) => {
      const fallback = defaultSettings[section];
      const value = stored[section];
      const merged = Array.isArray(fallback) ? (value ?? fallback) : { ...(fallback as object), ...((value as object) ?? {}) };
      return [section, merged];
    }),
  ) as unknown as AcademySettings;
}

/** The settings the services act on (attendance policy, transport mode…), secrets included. */
export function readSettings(ctx: RequestContext): Promise<AcademySettings> {
  return readSettingsOf(ctx.db, ctx.academy.id);
}

/**
 * The settings as answered to the app: only the sections the caller's role reads (the
 * integrations' hosts and keys are the admin's); a secret shows only that it is set; the
 * kit's products come with their names and current prices (those still on sale).
 */
export async function getSettings(ctx: RequestContext): Promise<Partial<AcademySettings>> {
  const settings = maskSecrets(await readSettings(ctx));
  const kit = await kitProducts(
    ctx,
    settings.kit_fee_definitions.kit_fee_products.map((p) => p.product_id),
  );
  const answered = { ...settings, kit_fee_definitions: { kit_fee_products: kit } };
  return Object.fromEntries(SETTINGS_SECTIONS.filter((s) => readsSection(s, ctx.user.role)).map((s) => [s, answered[s]]));
}

function maskSecrets(settings: AcademySettings): AcademySettings {
  const out = structuredClone(settings) as unknown as Record<SettingsSection, Record<string, unknown>>;
  for (const section of SETTINGS_SECTIONS) {
    for (const field of secretFields(section)) if (out[section][field]) out[section][field] = MASK;
  }
  return out as unknown as AcademySettings;
}

function fieldErrors(section: SettingsSection, errors: ErrorObject[] | null | undefined, ctx: RequestContext): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const e of errors ?? []) {
    // A failed `then` (a rule that holds only when a switch is on) is named by its own errors.
    if (e.keyword === 'if') continue;
    const path = [section, ...e.instancePath.split('/').filter(Boolean)];
    if (e.keyword === 'required') path.push(String(e.params.missingProperty));
    if (e.keyword === 'additionalProperties') path.push(String(e.params.additionalProperty));
    const field = path.join('.');
    if (seen.has(field)) continue;
    const message = e.keyword === 'additionalProperties' ? ctx.t('validation.unknownField') : validationMessage(e, ctx.t);
    seen.set(field, { field, message });
  }
  return [...seen.values()];
}

/**
 * Saves the sections the body holds, all or none: each must be whole and valid,
 * and the academy's package must offer one of its features.
 */
export async function updateSettings(
  ctx: RequestContext,
  body: Record<string, unknown>,
  hosts: HostPolicy,
): Promise<Partial<AcademySettings>> {
  const unknown = Object.keys(body).filter((key) => !(SETTINGS_SECTIONS as string[]).includes(key));
  if (unknown.length)
    throw unprocessable(
      ctx.t('errors.validationFailed'),
      unknown.map((field) => ({ field, message: ctx.t('validation.unknownField') })),
    );
  const sections = Object.keys(body) as SettingsSection[];
  const closed = sections.find((s) => !settingsSchema.properties[s]['x-feature'].some((f) => ctx.academy.features.has(f)));
  if (closed) throw forbidden(ctx.t('errors.featureNotInPackage'), 'FEATURE_NOT_IN_PACKAGE');

  const current = await readSettings(ctx);
  const changes: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const section of sections) {
    const checked = await checkSection(ctx, section, body[section], hosts, current);
    if (checked.errors.length) errors.push(...checked.errors);
    else changes[section] = checked.value;
  }
  if (errors.length) throw unprocessable(ctx.t('errors.validationFailed'), errors);
  await ctx.db.transaction().execute(async (db) => {
    await db
      .updateTable('academies')
      .set({ settings: sql`settings || ${JSON.stringify(changes)}::jsonb` })
      .where('id', '=', ctx.academy.id)
      .execute();
    // Member levels follow the thresholds at once, not at each customer's next purchase.
    const points = changes.point_settings as AcademySettings['point_settings'] | undefined;
    if (points) {
      await relevel(db, ctx.academy.id, 'customers', points.level);
      await relevel(db, ctx.academy.id, 'players', points.level);
    }
  });
  return getSettings(ctx);
}

/**
 * A section as a page sends it, its masked secrets taken back to what is stored, checked
 * against the schema and then the rules; answers the value to store, or its field errors.
 */
export async function checkSection(
  ctx: RequestContext,
  section: SettingsSection,
  sent: unknown,
  hosts: HostPolicy,
  current?: AcademySettings,
) {
  const value = keepSecrets(section, sent, current ?? (await readSettings(ctx)));
  const errors = validators[section](value)
    ? await sectionRuleErrors(ctx, section, value, hosts)
    : fieldErrors(section, validators[section].errors, ctx);
  return { value, errors };
}

/** A secret sent back masked (or left out) keeps what is stored. */
function keepSecrets(section: SettingsSection, value: unknown, current: AcademySettings): unknown {
  const secrets = secretFields(section);
  if (!secrets.length || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const next = { ...(value as Record<string, unknown>) };
  const stored = current[section] as unknown as Record<string, unknown>;
  for (const field of secrets) if (next[field] === MASK || next[field] === undefined) next[field] = stored[field] ?? '';
  return next;
}
