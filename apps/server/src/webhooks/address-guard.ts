import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/** IPv6 global unicast: every public IPv6 address lies in it. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Why an address may not receive webhooks, or undefined when it may: only
 * public unicast addresses are admitted, so an endpoint cannot point the
 * server at itself or its private network (loopback, private, link-local,
 * unique-local, carrier NAT, multicast, reserved...). IPv4-mapped IPv6
 * addresses are judged as the IPv4 address they carry.
 */
export function refusedAddressReason(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(address);
  let range = parsed.range();
  // ipaddr.js calls every IPv6 address it has no name for unicast, the IPv4-compatible ::/96
  // (::7f00:1 is 127.0.0.1 written that way) included; only 2000::/3 is public IPv6
  if (range === "unicast" && parsed.kind() === "ipv6" && !parsed.match(GLOBAL_UNICAST_V6)) range = "reserved";
  if (range === "unicast") return undefined;
  const described = describeRange(range);
  return `${parsed.toString()} is ${/^[aeiou]/.test(described) ? "an" : "a"} ${described} address`;
}

function describeRange(range: string): string {
  const words: Record<string, string> = {
    loopback: "loopback",
    private: "private",
    linkLocal: "link-local",
    uniqueLocal: "private (unique local)",
    unspecified: "unspecified",
    carrierGradeNat: "carrier-grade NAT",
    multicast: "multicast",
    broadcast: "broadcast",
    reserved: "reserved",
  };
  return words[range] ?? `non-public (${range})`;
}

/** An endpoint address refused by the guard; its message says which address and why. */
export class RefusedAddressError extends Error {
  readonly code = "EWEBHOOKADDRESS";
}

/** The host of a URL as an IP literal (brackets of IPv6 removed), or undefined for a name. */
export function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return ipaddr.isValid(host) ? host : undefined;
}

/** Every address `hostname` resolves to (all families). */
export function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

/**
 * A `lookup` for node:http that resolves the host, checks every address it
 * resolves to and connects only when all are admitted: the check happens on
 * the very addresses the connection uses, so a name that resolves to a
 * public address at registration and a private one later is still refused.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error);
      const refused = allowPrivate
        ? undefined
        : addresses.map((a) => refusedAddressReason(a.address)).find((r) => r !== undefined);
      if (refused) return callback(new RefusedAddressError(`${hostname} resolves to ${refused}`));
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`));
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as LookupFunction;
}
