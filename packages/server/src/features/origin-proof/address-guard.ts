import { type LookupAddress, type LookupAllOptions, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Addresses a fetch on a company's behalf must never reach: this machine, its networks, link-local, multicast. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IP literal) is private, loopback or otherwise not the public internet's. */
export function isPrivateAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The error a refused address raises through a connection, recognised by its code. */
export const PRIVATE_ADDRESS = 'ERR_PRIVATE_ADDRESS';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http that refuses a host any of whose addresses is private: the check is
 * made on the very addresses the socket connects to, after DNS, so a name that resolves (or
 * re-resolves) to 127.0.0.1 is caught as well as the literal.
 */
export function publicOnlyLookup(hostname: string, options: LookupAllOptions | object, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.some((entry) => isPrivateAddress(entry.address))) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
      refused.code = PRIVATE_ADDRESS;
      return callback(refused, []);
    }
    if ((options as LookupAllOptions).all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new Error(`${hostname} has no address`), []);
    callback(null, first.address, first.family);
  });
}
