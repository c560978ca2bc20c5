/**
 * What a ZNS message carries: the template Zalo approved for the event (settings → Zalo,
 * `<event>_template_id`) and its parameters, each filled from the event's fields by the
 * academy's mapping (`<event>_params`, one `param_name = text with {field}` a line). Worked
 * out when the change happens, like the message's text, and kept on the outbox row.
 */
import type { NotificationEvent, TemplateFields } from '../../../../domain/notification-templates';
import { fillZnsParams, znsParams } from '../../../../domain/zns-params';
import type { AcademySettings } from '../../settings/settings-service';

export interface ZnsPayload {
  template_id: string;
  template_data: Record<string, string>;
}

type ZaloSettings = AcademySettings['zalo_settings'];

/** The ZNS message of an event, or null when the academy has no Zalo template for it (or Zalo is off). */
export function znsPayload(
  zalo: ZaloSettings,
  event: NotificationEvent | 'BROADCAST' | 'SIGN_IN_CODE',
  fields: TemplateFields,
): ZnsPayload | null {
  const key = event.toLowerCase();
  const templateId = zalo[`${key}_template_id`]?.trim();
  if (!zalo.is_enable || !templateId) return null;
  return { template_id: templateId, template_data: fillZnsParams(znsParams(zalo[`${key}_params`] ?? ''), fields) };
}

/** A row's `zns` column as stored (jsonb, unchecked by the database): the payload, or null for anything else. */
export function storedZns(value: unknown): ZnsPayload | null {
  if (!value || typeof value !== 'object') return null;
  const { template_id, template_data } = value as Record<string, unknown>;
  if (typeof template_id !== 'string' || !template_data || typeof template_data !== 'object') return null;
  const entries = Object.entries(template_data);
  if (entries.some(([, v]) => typeof v !== 'string')) return null;
  return { template_id, template_data: Object.fromEntries(entries) as Record<string, string> };
}
