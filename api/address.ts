/** The client address as rate limits count it: one key per IPv4 address or per IPv6 /64. */
import ipaddr from "ipaddr.js";

/**
 * An IPv6 client usually holds a whole /64 (SLAAC, privacy addresses), so counting per address would let
 * it rotate through 2^64 keys; IPv4-mapped addresses count as the IPv4 address they carry (ipaddr.process).
 */
export function addressKey(ip: string): string {
  const text = ip.trim().replace(/%.*$/, "");
  if (!ipaddr.isValid(text)) return text.toLowerCase();
  const address = ipaddr.process(text);
  if (address.kind() === "ipv4") return address.toString();
  return `${address.toNormalizedString().split(":").slice(0, 4).join(":")}::/64`;
}
