/**
 * redisRevocations on a real redis-server: replica B's listeners run before replica A's announce()
 * resolves, even when B hears Redis late; a silent subscriber costs at most the acknowledgement timeout;
 * Redis away: announce() still runs this replica's listeners and resolves, and a replica that lost its
 * subscription is told it may have missed announcements once it is back.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { Redis } from "ioredis";
import { openRedis, type RedisLink } from "../../api/redis.ts";
import { redisRevocations } from "../../api/revocations-redis.ts";
import { startRedis, type RedisServer } from "../helpers/redis.ts";
import { setUp } from "../helpers/setup.ts";

const quiet = { warn: () => {}, info: () => {} };
let redis: RedisServer; // undefined when the setup failed: the teardown checks
const links: RedisLink[] = [];
const link = (url = redis.url, timeoutMs = 250) => {
  const opened = openRedis(url, { log: quiet, timeoutMs });
  links.push(opened);
  return opened;
};
const ready = async (l: RedisLink) => {
  while (l.commands.status !== "ready" || l.subscriber.status !== "ready") await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 50)); // SUBSCRIBE confirmed
};

/** A TCP proxy to Redis that holds everything Redis says for delayMs: a replica that hears Redis late. */
function lateProxy(target: number, delayMs: number): Promise<{ url: string; server: Server }> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: "127.0.0.1", port: target });
    sockets.add(client).add(upstream);
    client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => setTimeout(() => client.writable && client.write(chunk), delayMs));
    const end = () => (client.destroy(), upstream.destroy());
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  server.on("close", () => sockets.forEach((s) => s.destroy()));
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ url: `redis://127.0.0.1:${(server.address() as { port: number }).port}`, server })));
}

const test = suite("revocations through Redis");

setUp(
  test,
  async () => (redis = await startRedis()),
  async () => {
    await Promise.all(links.map((l) => l.close()));
    await redis?.destroy();
  },
);

test("should run replica B's listeners before replica A's announce resolves, though B hears Redis 300 ms late", async () => {
  const proxy = await lateProxy(redis.port, 300);
  const [a, b] = [link(), link(proxy.url, 2_000)]; // B's commands would otherwise time out
  const [onA, onB] = [redisRevocations(a), redisRevocations(b)];
  const events: string[] = [];
  onA.onRevoked((uid) => events.push(`A ${uid}`));
  onB.onRevoked((uid) => events.push(`B ${uid}`));
  await Promise.all([ready(a), ready(b)]);
  await new Promise((r) => setTimeout(r, 400)); // B's SUBSCRIBE answer comes through the late proxy too
  const started = Date.now();
  await onA.announce("uid-1");
  events.push("resolved");
  assert.equal(events, ["A uid-1", "B uid-1", "resolved"]);
  assert.ok(Date.now() - started >= 300, "A waited for B's acknowledgement");
  await Promise.all([onA.close(), onB.close()]);
  proxy.server.close();
});

test("should resolve announce after the acknowledgement timeout when a subscriber never acknowledges", async () => {
  const a = link();
  const revocations = redisRevocations(a, { ackTimeoutMs: 300 });
  const mute = new Redis(redis.url);
  await mute.subscribe("hd:revocations"); // receives, never answers
  await ready(a);
  const started = Date.now();
  await revocations.announce("uid-2");
  const took = Date.now() - started;
  assert.ok(took >= 300 && took < 1_000, `announce took ${took} ms`);
  await revocations.close();
  mute.disconnect();
});

test("should run this replica's listeners and resolve while Redis is away, and tell others they may have missed something once it is back", async () => {
  const [a, b] = [link(), link()];
  const [onA, onB] = [redisRevocations(a), redisRevocations(b)];
  await Promise.all([ready(a), ready(b)]);
  const heard: string[] = [];
  let missed = 0;
  onA.onRevoked((uid) => heard.push(uid));
  onB.onMissed!(() => missed++);
  await redis.stop();
  while (a.commands.status === "ready") await new Promise((r) => setTimeout(r, 10));
  const started = Date.now();
  await onA.announce("uid-3");
  assert.ok(Date.now() - started < 200, "announce did not wait for Redis");
  assert.equal(heard, ["uid-3"]);
  assert.ok(a.outage(), "the outage is reported");
  assert.is(missed, 0);
  await redis.start();
  await Promise.all([ready(a), ready(b)]);
  assert.is(missed, 1, "B was told to drop what it cached");
  assert.is(a.outage(), null, "the outage ends when Redis is back");
  await Promise.all([onA.close(), onB.close()]);
});

test("should subscribe once Redis appears when it was away at start, and hear announcements from then on", async () => {
  await redis.stop();
  const late = link();
  const onLate = redisRevocations(late);
  const heard: string[] = [];
  onLate.onRevoked((uid) => heard.push(uid));
  await new Promise((r) => setTimeout(r, 1_000)); // past ioredis's retries of a queued SUBSCRIBE
  await redis.start();
  const a = link();
  const onA = redisRevocations(a);
  await Promise.all([ready(a), ready(late)]);
  await onA.announce("uid-4");
  assert.equal(heard, ["uid-4"]);
  await Promise.all([onA.close(), onLate.close()]);
});

test.run();
