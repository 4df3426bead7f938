/** The client address as rate limits count it: one key per IPv4 address or per IPv6 /64. */
import { isIPv6 } from "node:net";

/**
 * An IPv6 client usually holds a whole /64 (SLAAC, privacy addresses), so counting per address would let
 * it rotate through 2^64 keys; IPv4-mapped addresses count as the IPv4 address they carry.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail counts as two groups; it only sits in the last 32 bits, beyond the /64.
  const rightGroups = right.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - rightGroups).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
