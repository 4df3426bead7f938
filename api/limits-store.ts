/**
 * The rate limits' store with REDIS_URL. Every count is one atomic script in Redis (INCR, and PEXPIRE on
 * a window's first hit), so a limit holds across all replicas together. While Redis is unreachable or
 * slower than the link's deadline, each replica counts in its own memory instead (the limit then holds
 * per replica: N replicas allow up to N times it) and tries Redis again a second later; the link logs
 * the outage and /healthz shows it. Refusing every request while Redis is away would turn a cache
 * outage into a full outage; counting nothing would leave the alpha form open to floods. (The plugin's
 * own `redis` option, with Redis stopped, held each request 10.6 s and then answered 500, or with
 * skipOnError let everything through.)
 */
import { createHash } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RedisLink } from "./redis.ts";

// A key that somehow lost its expiry would block forever: give it the window again.
const SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** After a failed command, counts stay in memory this long before Redis is tried again. */
const PAUSE_MS = 1_000;
const MEMORY_KEYS = 10_000;

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;
type Counting = { incrLimit(key: string, windowMs: number): Promise<[number, number]> };

/** Fixed windows in this process's memory, the oldest key dropped past MEMORY_KEYS (as the plugin's own store). */
function memoryCounter() {
  const windows = new Map<string, { count: number; start: number }>();
  return (key: string, windowMs: number): Count => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.start + windowMs <= now) {
      windows.delete(key);
      window = { count: 0, start: now };
      if (windows.size >= MEMORY_KEYS) windows.delete(windows.keys().next().value!);
      windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.start + windowMs - now };
  };
}

/**
 * Redis keys name the limit (its rate) and a digest of the counted key, so e-mail addresses and account
 * ids never sit in Redis, and two limits counting the same key at different rates stay apart.
 */
const redisKey = (max: number, windowMs: number, key: string) =>
  `hd:limit:${max}/${windowMs}:${createHash("sha256").update(key).digest("base64url").slice(0, 32)}`;

/** The store constructor @fastify/rate-limit's `store` option takes, counting in Redis through link. */
export function sharedStore(link: RedisLink): FastifyRateLimitStoreCtor {
  if (!("incrLimit" in link.commands)) link.commands.defineCommand("incrLimit", { numberOfKeys: 1, lua: SCRIPT });
  const redis = link.commands as unknown as Counting;
  const paused = { until: 0 };

  function store(): FastifyRateLimitStore {
    const memory = memoryCounter();
    return {
      incr(key: string, callback: Callback, windowMs: number, max: number) {
        const fallback = () => callback(null, memory(key, windowMs));
        if (link.commands.status !== "ready" || Date.now() < paused.until) return fallback();
        redis.incrLimit(redisKey(max, windowMs, key), windowMs).then(
          ([current, ttl]) => {
            link.succeeded();
            callback(null, { current, ttl });
          },
          (error: unknown) => {
            paused.until = Date.now() + PAUSE_MS;
            link.failed(error);
            fallback();
          },
        );
      },
      // Each limit (createRateLimit) gets a child; its memory fallback is its own, as with the plugin's store.
      child: () => store(),
    };
  }
  return function SharedStore() {
    return store();
  } as unknown as FastifyRateLimitStoreCtor;
}
