import { describe, expect, it } from 'vitest';
import { HostRefused } from '../../core/provider-hosts';
import { mailFailure, networkFailure } from './failures';

const coded = (code: string, more: object = {}) => Object.assign(new Error(code), { code, ...more });

describe("a provider's refusal as the office reads it", () => {
  it('names what stopped a connection', () => {
    expect(networkFailure(new HostRefused('ADDRESS_NOT_ALLOWED', 'localhost'))).toBe('ADDRESS_NOT_ALLOWED');
    expect(networkFailure(coded('ECONNREFUSED'))).toBe('CONNECTION_REFUSED');
    expect(networkFailure(coded('ENOTFOUND'))).toBe('HOST_NOT_FOUND');
    expect(networkFailure(coded('ETIMEDOUT'))).toBe('TIMED_OUT');
    expect(networkFailure(coded('DEPTH_ZERO_SELF_SIGNED_CERT'))).toBe('TLS_FAILED');
    expect(networkFailure(new TypeError('fetch failed', { cause: coded('ECONNREFUSED') }))).toBe('CONNECTION_REFUSED');
    expect(networkFailure(new Error('something else'))).toBeNull();
  });

  it("reads nodemailer's errors by their code and the command the server refused", () => {
    expect(mailFailure(coded('ESOCKET', { errno: -111, message: 'connect ECONNREFUSED 1.2.3.4:25' }))).toBe('CONNECTION_REFUSED');
    expect(mailFailure(coded('ETIMEDOUT', { command: 'CONN' }))).toBe('TIMED_OUT');
    expect(mailFailure(coded('EDNS'))).toBe('HOST_NOT_FOUND');
    expect(mailFailure(coded('ETLS'))).toBe('TLS_FAILED');
    expect(mailFailure(coded('ESOCKET', { originalCode: 'CERT_HAS_EXPIRED', command: 'CONN' }))).toBe('TLS_FAILED');
    expect(mailFailure(coded('EAUTH', { responseCode: 535 }))).toBe('AUTH_FAILED');
    expect(mailFailure(coded('EENVELOPE', { command: 'RCPT TO', responseCode: 550 }))).toBe('RECIPIENT_REJECTED');
    expect(mailFailure(coded('EENVELOPE', { command: 'MAIL FROM', responseCode: 553 }))).toBe('SENDER_REJECTED');
    expect(mailFailure(coded('EMESSAGE', { command: 'DATA', responseCode: 554 }))).toBe('MESSAGE_REJECTED');
    expect(mailFailure(coded('EPROTOCOL'))).toBe('PROVIDER_ERROR');
    expect(mailFailure(new HostRefused('ADDRESS_NOT_ALLOWED', '10.0.0.1'))).toBe('ADDRESS_NOT_ALLOWED');
  });
});
