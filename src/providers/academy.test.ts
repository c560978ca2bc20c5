import { describe, expect, it } from 'vitest';
import { blockOf } from './academy';

describe('blockOf', () => {
  it('maps each subscription code to its blocking screen', () => {
    expect(blockOf({ statusCode: 403, message: '', code: '001.003.001' })).toEqual({ kind: 'trialExpired' });
    expect(blockOf({ statusCode: 403, message: '', code: '001.003.002' })).toEqual({ kind: 'expired' });
    // The address a 403 carries is not kept: continuing asks the continue-payment call for a fresh one.
    expect(blockOf({ statusCode: 403, message: '', code: '001.003.003', data: { payment_url: 'https://pay.example/1' } })).toEqual({
      kind: 'pendingPayment',
    });
  });

  it('ignores other failures', () => {
    expect(blockOf(null)).toBeNull();
    expect(blockOf({ statusCode: 403, message: '', code: 'FORBIDDEN_ROLE' })).toBeNull();
  });
});
