import { describe, expect, it } from 'vitest';
import { feeChange, isDue, mergeRiders, tally, transportOf } from './pickup-rules';

// 2026-03-02 is a Monday ('1'), 2026-03-03 a Tuesday ('2').
const rider = { days: ['1', '3', '5'], is_departure_turn: true, is_return_turn: false };

describe('isDue', () => {
  it('expects a rider on their pickup days only', () => {
    expect(isDue(rider, '2026-03-02', 'forward')).toBe(true);
    expect(isDue(rider, '2026-03-03', 'forward')).toBe(false);
  });

  it('expects a rider only in the directions they ride', () => {
    expect(isDue(rider, '2026-03-02', 'back')).toBe(false);
    expect(isDue({ ...rider, is_return_turn: true }, '2026-03-02', 'back')).toBe(true);
  });

  it('reads Sunday as day 7', () => {
    expect(isDue({ ...rider, days: ['7'] }, '2026-03-08', 'forward')).toBe(true);
  });
});

describe('mergeRiders', () => {
  it('joins the days and turns of one player at one stop', () => {
    expect(mergeRiders([rider, { days: ['2', '1'], is_departure_turn: false, is_return_turn: true }])).toEqual({
      days: ['1', '2', '3', '5'],
      is_departure_turn: true,
      is_return_turn: true,
    });
  });
});

describe('transportOf', () => {
  const settings = {
    transport_settings: [
      { branch_id: 1, is_enable: true, fee_type: 1 as const, amount: 20_000 },
      { branch_id: 2, is_enable: false, fee_type: 2 as const, amount: 500_000 },
    ],
  };

  it('gives the mode of a branch that offers transport, null otherwise', () => {
    expect(transportOf(settings, 1)).toMatchObject({ fee_type: 1, amount: 20_000 });
    expect(transportOf(settings, 2)).toBeNull();
    expect(transportOf(settings, 3)).toBeNull();
  });
});

describe('feeChange', () => {
  it('charges a turn that becomes present and refunds one that stops being present', () => {
    expect(feeChange(-1, 1)).toBe('charge');
    expect(feeChange(0, 1)).toBe('charge');
    expect(feeChange(1, 0)).toBe('refund');
    expect(feeChange(1, -1)).toBe('refund');
  });

  it('does nothing when the mark stays on the same side', () => {
    expect(feeChange(1, 1)).toBeNull();
    expect(feeChange(-1, 0)).toBeNull();
    expect(feeChange(0, -1)).toBeNull();
  });
});

describe('tally', () => {
  it('counts present and absent, not the unmarked', () => {
    expect(tally([{ check_in: 1 }, { check_in: 1 }, { check_in: 0 }, { check_in: -1 }])).toEqual({ total_present: 2, total_absent: 1 });
  });
});
