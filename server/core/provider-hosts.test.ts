import { describe, expect, it } from 'vitest';
import { allowedAddresses, isPrivateAddress } from './provider-hosts';

describe('addresses the server may connect to for an academy', () => {
  it('takes loopback, private, link-local, shared and reserved addresses for private, IPv6 and IPv4-mapped ones too', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '113.160.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a name that resolves to a private address, unless the operator allows it', async () => {
    await expect(allowedAddresses('localhost', { privateHosts: false })).rejects.toMatchObject({ reason: 'ADDRESS_NOT_ALLOWED' });
    await expect(allowedAddresses('[::1]', { privateHosts: false })).rejects.toMatchObject({ reason: 'ADDRESS_NOT_ALLOWED' });
    expect(await allowedAddresses('localhost', { privateHosts: true })).toContainEqual({ address: '127.0.0.1', family: 4 });
    expect(await allowedAddresses('8.8.8.8', { privateHosts: false })).toEqual([{ address: '8.8.8.8', family: 4 }]);
  });

  it('says a name that resolves to nothing is not found', async () => {
    await expect(allowedAddresses('no-such-host.invalid', { privateHosts: true })).rejects.toMatchObject({ reason: 'HOST_NOT_FOUND' });
  });
});
