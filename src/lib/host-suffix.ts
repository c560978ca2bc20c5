/**
 * The part of the academy's host after its own label, shown after the domain
 * field of the feedback form: `demo.localhost` → `.localhost`,
 * `demo.academyhub.vn` → `.academyhub.vn`. A host of one label (or an IP
 * address) is already the suffix.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function hostSuffix(hostname: string): string {
  const host = hostname.toLowerCase();
  if (IPV4.test(host)) return `.${host}`;
  const dot = host.indexOf('.');
  return dot === -1 ? `.${host}` : host.slice(dot);
}
