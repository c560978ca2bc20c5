import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../../schemas/settings';
import { storedZns, znsPayload } from './zns-payload';

const zalo = {
  ...defaultSettings.zalo_settings,
  is_enable: true,
  player_absent_template_id: '231456',
  player_absent_params: 'student_name = {player_name}\n\n  date={date}\nnote = Lớp {class_name}  hôm nay\nunknown = {nothing}',
};

describe('the ZNS message of an event', () => {
  it('fills each parameter of the mapping from the fields, in the template the academy chose', () => {
    expect(znsPayload(zalo, 'PLAYER_ABSENT', { player_name: 'Nguyễn An', date: '28/11/2026', class_name: 'U10' })).toEqual({
      template_id: '231456',
      template_data: { student_name: 'Nguyễn An', date: '28/11/2026', note: 'Lớp U10 hôm nay', unknown: '{nothing}' },
    });
  });

  it('is none for an event without a template, or while Zalo is off', () => {
    expect(znsPayload(zalo, 'FEE_DUE', { amount: '1' })).toBeNull();
    expect(znsPayload({ ...zalo, is_enable: false }, 'PLAYER_ABSENT', {})).toBeNull();
  });

  it("fills a broadcast's template from the message as written", () => {
    const broadcast = { ...zalo, broadcast_template_id: '998877', broadcast_params: 'title = {subject}\ncontent = {body}' };
    expect(znsPayload(broadcast, 'BROADCAST', { subject: 'Nghỉ lễ', body: 'Kính gửi chị Lan,\nLớp nghỉ ngày 2/9.' })).toEqual({
      template_id: '998877',
      template_data: { title: 'Nghỉ lễ', content: 'Kính gửi chị Lan, Lớp nghỉ ngày 2/9.' },
    });
  });

  it('takes back from the database only a well-formed payload', () => {
    expect(storedZns({ template_id: '1', template_data: { a: 'b' } })).toEqual({ template_id: '1', template_data: { a: 'b' } });
    expect(storedZns(null)).toBeNull();
    expect(storedZns({ template_id: 1, template_data: {} })).toBeNull();
    expect(storedZns({ template_id: '1', template_data: { a: 2 } })).toBeNull();
  });
});
