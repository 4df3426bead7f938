/**
 * The Redis that replicas share (REDIS_URL): one connection for commands (rate-limit counters, publishing
 * revocations) and one for subscriptions, both reconnecting by themselves, and the link's health as
 * /healthz reports it. Redis holds nothing that cannot be lost: counters and messages, never data.
 */
import { Redis, type RedisOptions } from "ioredis";

/** Where the link reports its outages and recoveries; Fastify's logger fits. */
export interface LinkLog {
  warn(object: object, message: string): void;
  info(message: string): void;
}

export interface RedisLink {
  /** Counters and PUBLISH. Fails at once while disconnected (no offline queue) and after timeoutMs. */
  commands: Redis;
  /** SUBSCRIBE only (a subscribed connection can run nothing else); subscriptions survive reconnects. */
  subscriber: Redis;
  /** null while healthy; else since when Redis has failed us and with what. */
  outage(): { since: Date; reason: string } | null;
  /** Callers report a failed or timed-out command here; the next success or reconnect ends the outage. */
  failed(error: unknown): void;
  succeeded(): void;
  /** Sends outage and recovery notices to this log from now on (the app's logger once it exists). */
  useLog(log: LinkLog): void;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  /** Per-command deadline; past it the caller counts in memory instead (see limits-store.ts). */
  timeoutMs?: number;
  log?: LinkLog;
}

/** Wait 100 ms, 200 ms, 400 ms … at most 2 s between attempts, forever: Redis coming back must be noticed. */
const retryStrategy = (attempt: number) => Math.min(100 * 2 ** Math.min(attempt - 1, 5), 2_000);

const consoleLog: LinkLog = {
  warn: (object, message) => console.warn(message, object),
  info: (message) => console.log(message),
};

/** Connects to url in the background; the API starts and answers whether or not Redis is there yet. */
export function openRedis(url: string, { timeoutMs = 250, log = consoleLog }: RedisLinkOptions = {}): RedisLink {
  const common: RedisOptions = { retryStrategy, connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false };
  // No offline queue and no resending: a counter increment that arrives after we gave up on it and
  // counted in memory would count twice, and a request must never wait for a reconnect.
  const commands = new Redis(url, { ...common, enableOfflineQueue: false, autoResendUnfulfilledCommands: false, commandTimeout: timeoutMs });
  // Whoever subscribes does so on every "ready" (revocations-redis.ts): ioredis's own resubscription
  // forgets a SUBSCRIBE that failed before the first connection.
  const subscriber = new Redis(url, { ...common, enableOfflineQueue: false, autoResubscribe: false });

  let current = log;
  let outage: { since: Date; reason: string } | null = { since: new Date(), reason: "not connected yet" };
  let announced = false; // an outage is logged once, not on every reconnect attempt
  let closing = false;
  const describe = (error: unknown) => (error as Error)?.message || String(error);

  const link: RedisLink = {
    commands,
    subscriber,
    outage: () => (commands.status === "ready" ? outage : (outage ?? { since: new Date(), reason: `connection ${commands.status}` })),
    failed(error) {
      if (closing || announced) return;
      outage = { since: outage?.since ?? new Date(), reason: describe(error) };
      announced = true;
      current.warn({ reason: outage.reason }, "Redis is unreachable: rate limits are counted by each replica alone, and revocations reach this replica only, until it is back");
    },
    succeeded() {
      if (!outage) return;
      if (announced) current.info(`Redis is back after ${Math.round((Date.now() - outage.since.getTime()) / 1000)} s: rate limits are shared again`);
      outage = null;
      announced = false;
    },
    useLog(log) {
      current = log;
    },
    async close() {
      closing = true;
      // QUIT lets what was sent finish; a connection that is down gets nothing more (a queued QUIT would wait for it).
      const end = (client: Redis) => (client.status === "ready" ? client.quit().then(() => {}, () => client.disconnect()) : client.disconnect());
      await Promise.all([end(commands), end(subscriber)]);
    },
  };
  commands.on("ready", () => link.succeeded());
  // ioredis emits an error per failed attempt; without a listener it prints each one itself.
  commands.on("error", (error) => link.failed(error));
  commands.on("close", () => link.failed(new Error("connection closed")));
  subscriber.on("error", () => {}); // the commands connection reports the same outage
  return link;
}
