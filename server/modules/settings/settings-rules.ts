/**
 * What the settings schema cannot say on its own, checked once a section is
 * valid: member levels climb with their thresholds and each action or level is
 * set once; the kit's products and the transport rows' branches are the
 * academy's own, each once; a host the server connects to (`x-outbound`) is not
 * on a private network, unless the operator allows it.
 */
import { outboundFields, type AcademySettings, type SettingsSection } from '../../../schemas/settings';
import { allowedAddresses, HostRefused, type HostPolicy } from '../../core/provider-hosts';
import type { RequestContext } from '../../core/context';
import type { FieldError } from '../../core/errors';
import { kitProducts } from './kit-service';
import { levelsOutOfOrder, repeatedIds } from '../../../domain/loyalty';

type Check = (ctx: RequestContext, value: never) => Promise<FieldError[]>;

const at = (path: string, message: string): FieldError => ({ field: path, message });

async function pointRules(ctx: RequestContext, value: AcademySettings['point_settings']): Promise<FieldError[]> {
  return [
    ...repeatedIds(value.actions).map((i) => at(`point_settings.actions.${i}.id`, ctx.t('settingsRules.repeated'))),
    ...repeatedIds(value.level).map((i) => at(`point_settings.level.${i}.id`, ctx.t('settingsRules.repeated'))),
    ...levelsOutOfOrder(value.level).map((i) => at(`point_settings.level.${i}.benchmarks`, ctx.t('settingsRules.levelAscending'))),
  ];
}

async function kitRules(ctx: RequestContext, value: AcademySettings['kit_fee_definitions']): Promise<FieldError[]> {
  const ids = value.kit_fee_products.map((p) => p.product_id);
  const onSale = new Set((await kitProducts(ctx, ids)).map((p) => p.product_id));
  return ids.flatMap((id, i) =>
    onSale.has(id) ? [] : [at(`kit_fee_definitions.kit_fee_products.${i}.product_id`, ctx.t('validation.refNotFound'))],
  );
}

async function transportRules(ctx: RequestContext, value: AcademySettings['transport_settings']): Promise<FieldError[]> {
  const ids = value.map((row) => row.branch_id);
  const found = ids.length
    ? await ctx.db
        .selectFrom('branches')
        .select('id')
        .where('academy_id', '=', ctx.academy.id)
        .where('deleted_at', 'is', null)
        .where('id', 'in', ids)
        .execute()
    : [];
  const known = new Set(found.map((b) => b.id));
  return [
    ...ids.flatMap((id, i) => (known.has(id) ? [] : [at(`transport_settings.${i}.branch_id`, ctx.t('validation.refNotFound'))])),
    ...repeatedIds(ids.map((id) => ({ id }))).map((i) => at(`transport_settings.${i}.branch_id`, ctx.t('settingsRules.repeated'))),
  ];
}

const checks: Partial<Record<SettingsSection, Check>> = {
  point_settings: pointRules as Check,
  kit_fee_definitions: kitRules as Check,
  transport_settings: transportRules as Check,
};

/** The host of an outbound field's value: the value itself, or a URL's host; empty for none. */
function hostOf(kind: 'host' | 'url', value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  if (kind === 'host') return value;
  try {
    return new URL(value).hostname;
  } catch {
    return '';
  }
}

/**
 * Each outbound field whose host is, or resolves to, a private address. A name that does not
 * resolve (a typo, no network at the moment) is left to the sender, which says so.
 */
async function outboundErrors(ctx: RequestContext, section: SettingsSection, value: unknown, hosts: HostPolicy): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const { field, kind } of outboundFields(section)) {
    const host = hostOf(kind, (value as Record<string, unknown>)[field]);
    if (!host) continue;
    const refused = await allowedAddresses(host, hosts).then(
      () => null,
      (error: unknown) => error,
    );
    if (refused instanceof HostRefused && refused.reason === 'ADDRESS_NOT_ALLOWED')
      errors.push(at(`${section}.${field}`, ctx.t('settingsRules.privateHost')));
  }
  return errors;
}

/** The field errors of a section already valid against its schema. */
export async function sectionRuleErrors(
  ctx: RequestContext,
  section: SettingsSection,
  value: unknown,
  hosts: HostPolicy,
): Promise<FieldError[]> {
  return [...(await outboundErrors(ctx, section, value, hosts)), ...((await checks[section]?.(ctx, value as never)) ?? [])];
}
