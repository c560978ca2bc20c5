/**
 * What the message templates page shows beside its fields: each empty field's default
 * wording as its placeholder, in the field's own language (what an empty template
 * sends), and per event the `{fields}` its templates may use. Plain data, no UI.
 */
import type { UiSchema } from '@rjsf/utils';
import notifications from '../../../schemas/notifications.json' with { type: 'json' };
import type { Lang } from '../../../schemas/vocabulary';
import { defaultTemplate, NOTIFICATION_EVENTS, TEMPLATE_FIELDS, templateKey } from '../../../domain/notification-templates';
import { BROADCAST_FIELDS } from '../../../domain/broadcast';
import { SIGN_IN_CODE_FIELDS } from '../../../domain/parent-sign-in';

const PARTS = ['subject', 'body'] as const;
const LANGS = ['vi', 'en'] as const;
/** A default message runs to about eight lines: the field shows it whole. */
const BODY_ROWS = 8;

export function templatePlaceholders(): UiSchema {
  const ui: UiSchema = {};
  for (const event of NOTIFICATION_EVENTS) {
    for (const lang of LANGS) {
      for (const part of PARTS) {
        ui[templateKey(event, part, lang)] = {
          'ui:placeholder': defaultTemplate(event, part, lang),
          ...(part === 'body' && { 'ui:options': { rows: BODY_ROWS } }),
        };
      }
    }
  }
  return ui;
}

const eventLabels = notifications.properties.event['x-enum-labels'] as Record<string, Record<Lang, string>>;

/** One line per event (and the broadcast's and the sign-in code's, which only Zalo templates): its name in `lang` and the `{fields}` its templates may use. */
export function templateFieldLines(lang: Lang, withBroadcast = false): Array<{ event: string; label: string; fields: string }> {
  const fields: Array<[string, string[]]> = NOTIFICATION_EVENTS.map((event) => [event, TEMPLATE_FIELDS[event]]);
  if (withBroadcast) fields.push(['BROADCAST', BROADCAST_FIELDS], ['SIGN_IN_CODE', SIGN_IN_CODE_FIELDS]);
  return fields.map(([event, names]) => ({
    event,
    label: eventLabels[event]?.[lang] ?? event,
    fields: names.map((field) => `{${field}}`).join(', '),
  }));
}
