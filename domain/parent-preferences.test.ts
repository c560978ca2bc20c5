import { describe, expect, it } from 'vitest';
import vi from './i18n/parent/vi.json' with { type: 'json' };
import en from './i18n/parent/en.json' with { type: 'json' };
import { NOTIFICATION_EVENTS } from './notification-templates';
import { messageLanguage, MUTABLE_EVENTS, mutedEventErrors, optedOut, storedMuted, type ParentChoice } from './parent-preferences';

const choice = (over: Partial<ParentChoice> = {}): ParentChoice => ({ language: null, channel: null, muted: [], ...over });

describe("a parent's choices", () => {
  it('lets a parent turn off news of the day and events, never what concerns money', () => {
    expect(MUTABLE_EVENTS.every((event) => NOTIFICATION_EVENTS.includes(event))).toBe(true);
    for (const money of ['FEE_DUE', 'PAYMENT_RECORDED', 'LOW_SESSIONS']) expect(MUTABLE_EVENTS).not.toContain(money);
    expect(mutedEventErrors(['PLAYER_ABSENT', 'EVENT_PUBLISHED'])).toEqual([]);
    expect(mutedEventErrors(['FEE_DUE', 'SIGN_IN_CODE', 'BIRTHDAY'])).toEqual([
      { event: 'FEE_DUE', kind: 'always_sent' },
      { event: 'SIGN_IN_CODE', kind: 'always_sent' },
      { event: 'BIRTHDAY', kind: 'unknown' },
    ]);
  });

  it('writes the message in the parent’s language once chosen, else the academy’s', () => {
    expect(messageLanguage('vi', choice({ language: 'en' }))).toBe('en');
    expect(messageLanguage('en', choice())).toBe('en');
    expect(messageLanguage('vi', undefined)).toBe('vi');
  });

  it('holds back only an event the parent turned off, and never one that always goes', () => {
    const muted = choice({ muted: ['PLAYER_ABSENT'] });
    expect(optedOut('PLAYER_ABSENT', muted)).toBe(true);
    expect(optedOut('EVENT_PUBLISHED', muted)).toBe(false);
    expect(optedOut('PLAYER_ABSENT', null)).toBe(false);
    // A stored value can only name events a parent may turn off.
    expect(optedOut('FEE_DUE', { ...muted, muted: ['FEE_DUE' as never] })).toBe(false);
    expect(storedMuted(['FEE_DUE', 'EVENT_PUBLISHED', 7])).toEqual(['EVENT_PUBLISHED']);
    expect(storedMuted(null)).toEqual([]);
  });

  it('names and describes every event a parent may turn off, in both languages of the app', () => {
    for (const texts of [vi, en])
      for (const event of MUTABLE_EVENTS)
        expect(texts.settings.events[event], event).toEqual({ label: expect.any(String), hint: expect.any(String) });
  });
});
