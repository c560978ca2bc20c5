import { describe, expect, it } from 'vitest';
import { BODY_MAX, draftErrors, renderBroadcast, SUBJECT_MAX } from './broadcast';

const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);

describe('draftErrors', () => {
  it('asks for a subject and a message that are more than blanks', () => {
    expect(draftErrors({ subject: ' ', body: '\n\t' }, t)).toEqual([
      { field: 'subject', message: 'validation.required' },
      { field: 'body', message: 'validation.required' },
    ]);
  });

  it('holds each to its length, blanks around it aside', () => {
    expect(draftErrors({ subject: ` ${'a'.repeat(SUBJECT_MAX)} `, body: 'b'.repeat(BODY_MAX) }, t)).toEqual([]);
    expect(draftErrors({ subject: 'a'.repeat(SUBJECT_MAX + 1), body: 'b'.repeat(BODY_MAX + 1) }, t)).toEqual([
      { field: 'subject', message: `validation.maxLength {"limit":${SUBJECT_MAX}}` },
      { field: 'body', message: `validation.maxLength {"limit":${BODY_MAX}}` },
    ]);
  });
});

describe('renderBroadcast', () => {
  it('fills the placeholders in, keeps the subject on one line and leaves unknown names as written', () => {
    const fields = { player_name: 'An, Bình', parent_name: 'Chị Lan', academy_name: 'Ngôi Sao' };
    expect(
      renderBroadcast({ subject: '  [{academy_name}]\n  nghỉ lễ ', body: 'Kính gửi {parent_name},\n{player_name} nghỉ {date}.\n' }, fields),
    ).toEqual({
      subject: '[Ngôi Sao] nghỉ lễ',
      body: 'Kính gửi Chị Lan,\nAn, Bình nghỉ {date}.',
    });
  });
});
