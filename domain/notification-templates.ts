/**
 * The wording of a message to a parent: the academy's own template for the event and
 * language (settings → message templates) or, when it left it empty, the default one
 * of the translations. `{field}` names a value of the event (the player's name, the
 * class…); single braces, so the app's translator never fills them in on its own.
 */
import en from './i18n/en.json' with { type: 'json' };
import vi from './i18n/vi.json' with { type: 'json' };

export type NotificationEvent = keyof typeof vi.outbox.templates;
export type TemplateLanguage = 'vi' | 'en';
export type TemplateFields = Record<string, string | number | null | undefined>;

const DEFAULTS = { vi: vi.outbox.templates, en: en.outbox.templates };

/** Every event, in the order the settings list their templates. */
export const NOTIFICATION_EVENTS = Object.keys(vi.outbox.templates) as NotificationEvent[];

/** The fields every message has, then each event's own: what its templates may use. */
const COMMON_FIELDS = ['player_name', 'parent_name', 'academy_name'];
export const TEMPLATE_FIELDS: Record<NotificationEvent, string[]> = {
  PLAYER_ABSENT: [...COMMON_FIELDS, 'class_name', 'date'],
  LOW_SESSIONS: [...COMMON_FIELDS, 'class_name', 'sessions_left', 'renew_link'],
  PAYMENT_RECORDED: [...COMMON_FIELDS, 'amount', 'date', 'payment_for', 'category'],
  FEE_DUE: [...COMMON_FIELDS, 'amount', 'payment_for', 'how_to_pay'],
  TIME_OFF_DECIDED: [...COMMON_FIELDS, 'date', 'decision', 'class_name'],
  EVENT_PUBLISHED: [...COMMON_FIELDS, 'event_title', 'location', 'dates'],
};

/** The default wording of an event's part in a language: what an empty template sends. */
export const defaultTemplate = (event: NotificationEvent, part: 'subject' | 'body', lang: TemplateLanguage): string =>
  DEFAULTS[lang][event][part];

/** `{name}` replaced by the field's value; a field the event lacks reads as nothing, an unknown name stays as written. */
export function renderTemplate(text: string, fields: TemplateFields): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in fields ? String(fields[name] ?? '') : whole));
}

/** The settings key of an event's part in a language (`player_absent_subject_vi`). */
export const templateKey = (event: NotificationEvent, part: 'subject' | 'body', lang: TemplateLanguage) =>
  `${event.toLowerCase()}_${part}_${lang}`;

/** The subject and body of an event's message, from the academy's templates over the defaults. */
export function renderMessage(
  event: NotificationEvent,
  lang: TemplateLanguage,
  fields: TemplateFields,
  own: Record<string, string | undefined> = {},
): { subject: string; body: string } {
  const pick = (part: 'subject' | 'body') => own[templateKey(event, part, lang)]?.trim() || defaultTemplate(event, part, lang);
  return { subject: renderTemplate(pick('subject'), fields).replace(/\s+/g, ' ').trim(), body: renderTemplate(pick('body'), fields) };
}
