// The names and addresses the server certificate is for: TLS_HOSTS, or this machine's host name
// and its non-loopback addresses, each as the subjectAltName kind a browser checks it against.
import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';

/** TLS_HOSTS as given (comma-separated), or the machine's own names and addresses. */
export function tlsHostsOf(given: string | readonly string[] | undefined): string[] {
  const tidy = (list: readonly string[]) => list.map((host) => host.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase()).filter(Boolean);
  const hosts = tidy(typeof given === 'string' ? given.split(',') : given ?? []);
  // An empty TLS_HOSTS (`TLS_HOSTS=` in a unit file) is no list: the machine's own names.
  return [...new Set(hosts.length > 0 ? hosts : tidy(defaultHosts()))];
}

function defaultHosts(): string[] {
  const name = hostname();
  // A bare host name is also reached as NAME.local where the network has mDNS.
  const names = name.includes('.') ? [name] : [name, `${name}.local`];
  const addresses = Object.values(networkInterfaces()).flat()
    .filter((address) => address !== undefined && !address.internal)
    // A link-local IPv6 address needs its zone to be dialled: no tablet reaches the server by it.
    .filter((address) => !(address!.family === 'IPv6' && address!.address.toLowerCase().startsWith('fe80:')))
    .map((address) => address!.address);
  return [...names, ...addresses];
}

export type SanEntry = { type: 'dns' | 'ip'; value: string };

/** An address goes in as an iPAddress entry: a browser never matches an address to a dNSName. */
export function sanOf(hosts: readonly string[]): SanEntry[] {
  return hosts.map((host) => ({ type: isIP(host) ? 'ip' : 'dns', value: host }));
}

/** The same set of names, whatever their order (a changed TLS_HOSTS means a new certificate). */
export function sameHosts(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(a)].sort();
  const right = [...new Set(b)].sort();
  return left.length === right.length && left.every((host, i) => host === right[i]);
}
