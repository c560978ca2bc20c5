/**
 * Where the server may connect on an academy's behalf (its SMTP server, its SMS provider):
 * public addresses only. A host typed in the settings could otherwise point inside the
 * machine or its network (a database, a cloud's metadata service), the sender's answer would
 * tell what listens there, and an SMS request would carry the academy's keys to it. The check
 * runs on every address a name resolves to, at the moment of connecting, so a name that
 * resolves to 127.0.0.1 is refused too and cannot change its answer between check and use.
 * The operator may allow private addresses (ALLOW_PRIVATE_PROVIDER_HOSTS): a mail relay on the
 * same network, the tests' stand-ins on localhost.
 */
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';

/** Loopback, private, link-local, shared, multicast and reserved ranges (IPv4-mapped IPv6 included). */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why the server will not connect to a host: it resolves to a private address, or to nothing. */
export class HostRefused extends Error {
  constructor(
    readonly reason: 'ADDRESS_NOT_ALLOWED' | 'HOST_NOT_FOUND',
    host: string,
  ) {
    super(`${reason === 'ADDRESS_NOT_ALLOWED' ? 'private address' : 'no address'} for ${host}`);
  }
}

/** What the operator allows: `privateHosts` true lets the server connect to private addresses too. */
export interface HostPolicy {
  privateHosts: boolean;
}

/** A host name or address without the brackets of an IPv6 literal in a URL. */
const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** A lookup gets this long: a name that takes longer counts as not found. */
const LOOKUP_TIMEOUT_MS = 10_000;

async function resolved(name: string): Promise<Array<{ address: string; family: number }>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<[]>((resolve) => (timer = setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS)));
  try {
    return await Promise.race([lookupAll(name, { all: true }).catch(() => []), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The addresses `host` resolves to, all of them public unless the policy allows private ones; throws HostRefused. */
export async function allowedAddresses(host: string, policy: HostPolicy): Promise<Array<{ address: string; family: number }>> {
  const name = bare(host);
  const family = isIP(name);
  const addresses = family ? [{ address: name, family }] : await resolved(name);
  if (!addresses.length) throw new HostRefused('HOST_NOT_FOUND', name);
  if (!policy.privateHosts && addresses.some((a) => isPrivateAddress(a.address))) throw new HostRefused('ADDRESS_NOT_ALLOWED', name);
  return addresses;
}

/**
 * A `lookup` for Node's sockets (http, net) that answers only allowed addresses, so the
 * connection goes to the address checked. An address literal never reaches a lookup:
 * check it with allowedAddresses before connecting.
 */
export function allowedLookup(policy: HostPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = !addresses.length
        ? new HostRefused('HOST_NOT_FOUND', hostname)
        : !policy.privateHosts && addresses.some((a) => isPrivateAddress(a.address))
          ? new HostRefused('ADDRESS_NOT_ALLOWED', hostname)
          : null;
      if (refused) return callback(refused as NodeJS.ErrnoException, '', 0);
      if (options.all) return (callback as unknown as (e: null, all: typeof addresses) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
