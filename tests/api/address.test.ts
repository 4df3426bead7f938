import { test } from "uvu";
import * as assert from "uvu/assert";
import { addressKey } from "../../api/address.ts";

test("should count IPv4 per address and IPv4-mapped IPv6 as its IPv4 address", () => {
  assert.is(addressKey("203.0.113.7"), "203.0.113.7");
  assert.is(addressKey("::ffff:203.0.113.7"), "203.0.113.7");
  assert.is(addressKey("::FFFF:203.0.113.7"), "203.0.113.7");
});

test("should count IPv6 per /64, however the address is written", () => {
  const spellings = ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:0db8:0001:0002::1", "2001:DB8:1:2::ffff", "2001:db8:1:2:0:0:0:9", "2001:db8:1:2::1.2.3.4", "fe80::1%eth0".replace("fe80::1", "2001:db8:1:2::7")];
  for (const ip of spellings) assert.is(addressKey(ip), "2001:db8:1:2::/64", ip);
  assert.is.not(addressKey("2001:db8:1:3::1"), addressKey("2001:db8:1:2::1"), "the next /64 is another client");
  assert.is(addressKey("::1"), "0:0:0:0::/64");
});

test.run();
