import { describe, expect, it } from 'vitest';
import notifications from '../schemas/notifications.json' with { type: 'json' };
import { DELIVERY_REASONS } from './delivery-reasons';
import { mergeNotices } from './parent-notices';

describe('the parents a save told', () => {
  it('counts a parent told by any change as told, on every channel used, and once', () => {
    const merged = mergeNotices(
      {
        told: [{ player_id: 1, player_name: 'An', channels: ['SMS'] }],
        not_told: [{ player_id: 2, player_name: 'Bình', reason: 'NO_EMAIL' }],
      },
      {
        told: [
          { player_id: 1, player_name: 'An', channels: ['EMAIL'] },
          { player_id: 2, player_name: 'Bình', channels: ['SMS'] },
        ],
        not_told: [{ player_id: 3, player_name: 'Cúc', reason: 'CHANNELS_OFF' }],
      },
    );
    expect(merged).toEqual({
      told: [
        { player_id: 1, player_name: 'An', channels: ['EMAIL', 'SMS'] },
        { player_id: 2, player_name: 'Bình', channels: ['SMS'] },
      ],
      not_told: [{ player_id: 3, player_name: 'Cúc', reason: 'CHANNELS_OFF' }],
    });
  });

  it('names every reason the outbox stores, each labelled in both languages', () => {
    expect(notifications.properties.reason.enum).toEqual([...DELIVERY_REASONS]);
    expect(Object.keys(notifications.properties.reason['x-enum-labels'])).toEqual([...DELIVERY_REASONS]);
  });
});
