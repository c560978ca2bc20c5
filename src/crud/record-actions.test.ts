import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import { actionApplies } from './use-record-actions';

const action = (resource: string, name: string) => catalogue[resource]['x-actions']!.find((a) => a.name === name)!;

describe('actionApplies', () => {
  it('offers approving a pending or rejected leave request, not an approved one', () => {
    expect(actionApplies(action('time_offs', 'approve'), { status: 0 })).toBe(true);
    expect(actionApplies(action('time_offs', 'approve'), { status: 2 })).toBe(true);
    expect(actionApplies(action('time_offs', 'approve'), { status: 1 })).toBe(false);
  });

  it('offers recovering only an inactive player, and a card switch by its state (no card yet counts as off)', () => {
    expect(actionApplies(action('players', 'recover'), { auditing_status: 0 })).toBe(true);
    expect(actionApplies(action('players', 'recover'), { auditing_status: 1 })).toBe(false);
    expect(actionApplies(action('players', 'cardOn'), { member_card_active: null })).toBe(true);
    expect(actionApplies(action('players', 'cardOn'), {})).toBe(true);
    expect(actionApplies(action('players', 'cardOff'), { member_card_active: true })).toBe(true);
    expect(actionApplies(action('players', 'cardOff'), { member_card_active: false })).toBe(false);
  });
});
