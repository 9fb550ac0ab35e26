import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';

/** Where the server was asked to listen (`--host`, `createEmulator({ host })`) and where it does. */
export interface ListenAddress {
  requested: string;
  bound: AddressInfo;
}

const WILDCARDS = new Set(['0.0.0.0', '::']);

/**
 * A `Host` header (or an origin's host) as a URL writes it: lower case, IPv6 in brackets, no `:80`. Undefined for
 * anything but a bare name or address with an optional port (`a@b`, paths and spaces would let URL parsing pick
 * another host than the one a browser meant).
 */
export function normalHost(value: string): string | undefined {
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(value)) return undefined;
  try {
    return new URL(`http://${value}`).host;
  } catch {
    return undefined;
  }
}

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.') || address === 'localhost';

/** This machine's own addresses, for a server bound to every interface (`0.0.0.0`: the IPv4 ones). */
function interfaceAddresses(wildcard: string): string[] {
  return Object.values(networkInterfaces()).flatMap((nets) =>
    (nets ?? []).filter((net) => wildcard === '::' || net.family === 'IPv4').map((net) => net.address),
  );
}

/**
 * The `host:port` values that name this server: the address it is bound to and the name it was asked for; on a
 * wildcard (`0.0.0.0`, `::`) every address of this machine's interfaces, as read now; on loopback also `localhost`.
 * A name some DNS resolves to one of them (DNS rebinding: `evil.example` → 127.0.0.1) is not among them.
 */
export function listeningHosts({ requested, bound }: ListenAddress): Set<string> {
  const names = new Set([requested, bound.address]);
  if (WILDCARDS.has(bound.address)) for (const address of interfaceAddresses(bound.address)) names.add(address);
  if ([...names].some(isLoopback)) names.add('localhost');
  const hosts = new Set<string>();
  for (const name of names) {
    if (WILDCARDS.has(name)) continue;
    const host = normalHost(`${name.includes(':') ? `[${name}]` : name}:${bound.port}`);
    if (host) hosts.add(host);
  }
  return hosts;
}
