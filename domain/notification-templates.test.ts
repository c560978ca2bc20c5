import { describe, expect, it } from 'vitest';
import settings from '../schemas/settings/settings.json' with { type: 'json' };
import notifications from '../schemas/notifications.json' with { type: 'json' };
import {
  defaultTemplate,
  NOTIFICATION_EVENTS,
  renderMessage,
  renderTemplate,
  TEMPLATE_FIELDS,
  templateKey,
} from './notification-templates';

const fields = { player_name: 'Nguyễn An', parent_name: 'Nguyễn Bình', class_name: 'U10', date: '02/11/2026', academy_name: 'Ngôi Sao' };

describe('notification templates', () => {
  it('fills each {field}, leaves an unknown name as written and a missing value empty', () => {
    expect(renderTemplate('{player_name} – {class_name} – {nope} – {parent_name}', { ...fields, parent_name: null })).toBe(
      'Nguyễn An – U10 – {nope} – ',
    );
  });

  it('renders the default wording in the language asked', () => {
    const vi = renderMessage('PLAYER_ABSENT', 'vi', fields);
    expect(vi.subject).toBe('[Ngôi Sao] Nguyễn An vắng mặt ngày 02/11/2026');
    expect(vi.body).toContain('học viên Nguyễn An đã vắng mặt buổi học lớp U10 ngày 02/11/2026');
    const en = renderMessage('PLAYER_ABSENT', 'en', fields);
    expect(en.subject).toBe('[Ngôi Sao] Nguyễn An was absent on 02/11/2026');
    expect(en.body).toMatch(/^Dear Nguyễn Bình,/);
  });

  it("prefers the academy's own template for that language, and a blank one falls back to the default", () => {
    const own = {
      [templateKey('PLAYER_ABSENT', 'subject', 'en')]: 'Absence: {player_name}',
      [templateKey('PLAYER_ABSENT', 'body', 'en')]: '  ',
    };
    const en = renderMessage('PLAYER_ABSENT', 'en', fields, own);
    expect(en.subject).toBe('Absence: Nguyễn An');
    expect(en.body).toMatch(/^Dear Nguyễn Bình,/);
    expect(renderMessage('PLAYER_ABSENT', 'vi', fields, own).subject).toMatch(/vắng mặt/);
  });

  it('words the few-sessions-left message with the sessions left', () => {
    expect(renderMessage('LOW_SESSIONS', 'en', { ...fields, sessions_left: 2 }).subject).toBe('[Ngôi Sao] Nguyễn An has 2 sessions left');
  });

  it('keeps a subject on one line whatever the template holds', () => {
    expect(renderMessage('PLAYER_ABSENT', 'en', fields, { player_absent_subject_en: 'a\nb' }).subject).toBe('a b');
  });
});

describe.each(NOTIFICATION_EVENTS)('the %s event', (event) => {
  const used = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

  it.each(['vi', 'en'] as const)('has a default subject and message in %s, using only the fields it fills in', (lang) => {
    for (const part of ['subject', 'body'] as const) {
      const text = defaultTemplate(event, part, lang);
      expect(text.trim()).not.toBe('');
      expect(used(text).filter((field) => !TEMPLATE_FIELDS[event].includes(field))).toEqual([]);
    }
    // Every field of the event is given in the message, so nothing of what it knows is lost by default.
    const both = `${defaultTemplate(event, 'subject', lang)} ${defaultTemplate(event, 'body', lang)}`;
    expect(TEMPLATE_FIELDS[event].filter((field) => !used(both).includes(field))).toEqual([]);
  });

  it('has a template field per part and language in the settings, and a label in the outbox', () => {
    const own = settings.properties.notification_templates as { properties: Record<string, unknown>; default: Record<string, string> };
    for (const lang of ['vi', 'en'] as const) {
      for (const part of ['subject', 'body'] as const) {
        expect(own.properties).toHaveProperty(templateKey(event, part, lang));
        expect(own.default[templateKey(event, part, lang)]).toBe('');
      }
    }
    expect(notifications.properties.event.enum).toContain(event);
    expect(notifications.properties.event['x-enum-labels']).toHaveProperty(event);
  });
});
