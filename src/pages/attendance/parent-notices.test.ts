import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/i18n';
import type { Channel } from '../../../domain/parent-notices';
import { noticeLines } from './parent-notices';

const t = i18n.getFixedT('en');
const vi = i18n.getFixedT('vi');
const told = (id: number, ...channels: Channel[]) => ({ player_id: id, player_name: `P${id}`, channels });

describe('what the attendance screen says about the parents a save told', () => {
  it('counts the parents told and names the channel', () => {
    expect(noticeLines({ told: [told(1, 'EMAIL'), told(2, 'EMAIL'), told(3, 'EMAIL')], not_told: [] }, t, 'en')).toEqual({
      told: '3 parents will be told by e-mail.',
      notTold: null,
    });
    expect(noticeLines({ told: [told(1, 'EMAIL', 'SMS'), told(2, 'SMS')], not_told: [] }, t, 'en').told).toBe(
      '2 parents will be told: 1 by e-mail, 2 by SMS.',
    );
    expect(noticeLines({ told: [told(1, 'SMS')], not_told: [] }, vi, 'vi').told).toBe('1 phụ huynh sẽ được báo qua SMS.');
    expect(noticeLines({ told: [told(1, 'ZALO'), told(2, 'ZALO'), told(3, 'EMAIL')], not_told: [] }, vi, 'vi').told).toBe(
      '3 phụ huynh sẽ được báo: 1 qua email, 2 qua Zalo.',
    );
  });

  it('names who cannot be told, grouped by why, and counts the names beyond five', () => {
    const not_told = [
      { player_id: 1, player_name: 'Nguyễn An', reason: 'NO_CONTACT' as const },
      ...[2, 3, 4, 5, 6, 7].map((id) => ({ player_id: id, player_name: `P${id}`, reason: 'NO_EMAIL' as const })),
    ];
    expect(noticeLines({ told: [], not_told }, t, 'en')).toEqual({
      told: null,
      notTold: '7 parents cannot be told — no e-mail or mobile number: Nguyễn An; no e-mail: P2, P3, P4, P5, P6 and 1 more.',
    });
    expect(noticeLines({ told: [], not_told: not_told.slice(0, 1) }, vi, 'vi').notTold).toBe(
      '1 phụ huynh không báo được, vì chưa có email hay số di động: Nguyễn An.',
    );
  });

  it("says nothing for a save that told nobody, or a teachers' save", () => {
    expect(noticeLines({ told: [], not_told: [] }, t, 'en')).toEqual({ told: null, notTold: null });
    expect(noticeLines(null, t, 'en')).toEqual({ told: null, notTold: null });
  });
});
