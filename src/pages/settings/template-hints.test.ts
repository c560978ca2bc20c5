import { describe, expect, it } from 'vitest';
import en from '../../../domain/i18n/en.json' with { type: 'json' };
import vi from '../../../domain/i18n/vi.json' with { type: 'json' };
import { settingsSchema } from '../../../schemas/settings';
import { templateFieldLines, templatePlaceholders } from './template-hints';

describe('the message templates page', () => {
  const ui = templatePlaceholders();

  it("shows each template field's default wording in the field's own language", () => {
    expect(ui.payment_recorded_subject_vi['ui:placeholder']).toBe(vi.outbox.templates.PAYMENT_RECORDED.subject);
    expect(ui.payment_recorded_subject_en['ui:placeholder']).toBe(en.outbox.templates.PAYMENT_RECORDED.subject);
    expect(ui.event_published_body_en).toMatchObject({
      'ui:placeholder': en.outbox.templates.EVENT_PUBLISHED.body,
      'ui:options': { rows: 8 },
    });
    // Every field of the settings section has its default, and no other key is made up.
    expect(Object.keys(ui).sort()).toEqual(Object.keys(settingsSchema.properties.notification_templates.properties ?? {}).sort());
  });

  it("names the fields each event fills in, under the event's name in the shown language", () => {
    const lines = templateFieldLines('en');
    expect(lines.map((l) => l.event)).toEqual(Object.keys(en.outbox.templates));
    expect(lines.find((l) => l.event === 'TIME_OFF_DECIDED')).toEqual({
      event: 'TIME_OFF_DECIDED',
      label: 'Leave request decided',
      fields: '{player_name}, {parent_name}, {academy_name}, {date}, {decision}, {class_name}',
    });
    expect(templateFieldLines('vi')[0].label).toBe('Học viên vắng mặt');
    // Zalo's page adds the two messages only Zalo templates: the broadcast and the parent's sign-in code.
    expect(templateFieldLines('en', true).slice(-2)).toEqual([
      { event: 'BROADCAST', label: 'Message to all', fields: '{subject}, {body}, {player_name}, {parent_name}, {academy_name}' },
      { event: 'SIGN_IN_CODE', label: "Parent's sign-in code", fields: '{code}, {minutes}, {academy_name}' },
    ]);
  });
});
