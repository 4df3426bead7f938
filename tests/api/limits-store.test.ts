/**
 * sharedStore on a real redis-server: two replicas' stores count one total; Redis stopped or silent,
 * each counts in its own memory within the deadline and the link reports the outage; Redis back, the
 * counts are shared again.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { sharedStore } from "../../api/limits-store.ts";
import { openRedis, type RedisLink } from "../../api/redis.ts";
import { startRedis, type RedisServer } from "../helpers/redis.ts";
import { setUp } from "../helpers/setup.ts";

let redis: RedisServer; // undefined when the setup failed: the teardown checks
let links: RedisLink[] = [];

/** One replica's store for a limit of max per windowMs, as createRateLimit makes it. */
function replica(max = 100, windowMs = 60_000) {
  const warnings: string[] = [];
  const log = { warn: (_: object, message: string) => void warnings.push(message), info: () => {} };
  const link = openRedis(redis.url, { log, timeoutMs: 200 });
  links.push(link);
  const Store = sharedStore(link);
  const store = new Store({}).child({ max, timeWindow: windowMs } as never) as FastifyRateLimitStore;
  const incr = (key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max));
  return { link, incr, warnings };
}

async function connected(...replicas: { link: RedisLink }[]) {
  const deadline = Date.now() + 5_000;
  for (const { link } of replicas)
    while (link.commands.status !== "ready") {
      if (Date.now() > deadline) throw new Error(`Redis link still ${link.commands.status} after 5 s.`);
      await new Promise((r) => setTimeout(r, 10));
    }
}

const test = suite("rate-limit store over Redis");

setUp(
  test,
  async () => (redis = await startRedis()),
  async () => {
    await Promise.all(links.map((l) => l.close()));
    links = [];
    await redis?.destroy();
  },
);

test("should count one total for a key across two replicas, with the window's remaining time", async () => {
  const [a, b] = [replica(), replica()];
  await connected(a, b);
  const counts = [];
  for (let i = 0; i < 10; i++) counts.push((await (i % 2 ? b : a).incr("address:203.0.113.1")).current);
  assert.equal(counts, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const { ttl } = await a.incr("address:203.0.113.1");
  assert.ok(ttl > 55_000 && ttl <= 60_000, `ttl ${ttl}`);
  assert.is((await b.incr("address:203.0.113.2")).current, 1, "another key has its own count");
});

test("should keep limits of different rates on one key apart", async () => {
  const a = replica(5, 60_000);
  const b = replica(10, 60_000);
  await connected(a, b);
  await a.incr("account:u1");
  await a.incr("account:u1");
  assert.is((await b.incr("account:u1")).current, 1);
});

test("should count in each replica's memory while Redis is stopped, warn once, and share again once it is back", async () => {
  const [a, b] = [replica(), replica()];
  await connected(a, b);
  await a.incr("email:x@example.com");
  await redis.stop();
  try {
    const started = Date.now();
    const during = [];
    for (let i = 0; i < 6; i++) during.push((await (i % 2 ? b : a).incr("email:x@example.com")).current);
    assert.ok(Date.now() - started < 1_000, "no request waited for Redis");
    assert.equal(during, [1, 1, 2, 2, 3, 3], "each replica counts alone");
    assert.ok(a.link.outage() && b.link.outage(), "both report the outage");
    for (const { warnings } of [a, b]) assert.equal(warnings.filter((w) => /^Redis is unreachable/.test(w)).length, 1, `one warning per outage: ${warnings}`);
  } finally {
    await redis.start();
  }
  await connected(a, b);
  await new Promise((r) => setTimeout(r, 1_100)); // the pause after a failed command
  const after = [];
  for (let i = 0; i < 4; i++) after.push((await (i % 2 ? b : a).incr("email:x@example.com")).current);
  assert.equal(after, [1, 2, 3, 4], "shared again (the restarted Redis is empty)");
  assert.is(a.link.outage(), null);
});

test("should answer from memory within the deadline while Redis is connected but silent", async () => {
  const a = replica();
  await connected(a);
  assert.is((await a.incr("key:k1")).current, 1);
  redis.pause();
  try {
    const started = Date.now();
    const { current } = await a.incr("key:k1");
    const took = Date.now() - started;
    assert.is(current, 1, "counted in memory");
    assert.ok(took >= 150 && took < 600, `took ${took} ms`);
    assert.match(a.link.outage()?.reason ?? "", /timed out/i);
    const next = Date.now();
    await a.incr("key:k1");
    assert.ok(Date.now() - next < 50, "the next request does not wait again");
  } finally {
    redis.resume();
  }
});

test.run();
