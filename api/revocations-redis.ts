/**
 * Revocations carried to every replica by Redis pub/sub, with acknowledgements.
 *
 * Why pub/sub and not a version key: a version key read on every request would put a Redis round trip
 * in front of every signed-in call and make each of them depend on Redis; a message costs nothing until
 * something is revoked. Pub/sub alone is fire-and-forget, so each replica acknowledges once its
 * listeners ran, and announce() resolves when every replica that received the message (PUBLISH's
 * count) has acknowledged, or after ackTimeoutMs: a route that answers after announce() has dropped the
 * account's cached tokens everywhere, so the client's very next request to any replica is checked afresh.
 *
 * What could be missed is bounded: a replica that lost its subscription drops every cached token when
 * it resubscribes (onMissed), and an announcement that could not be published is published again when
 * Redis is back. Either way no cached token outlives the documented bound, TOKEN_CACHE_SECONDS.
 */
import { randomUUID } from "node:crypto";
import type { RedisLink } from "./redis.ts";
import type { Revocations } from "./revocations.ts";

const CHANNEL = "hd:revocations";
const ackChannel = (replica: string) => `hd:revocations:ack:${replica}`;
/** Past the longest token cache (TOKEN_CACHE_SECONDS ≤ 300) a late announcement no longer matters. */
const REPUBLISH_WITHIN_MS = 300_000;
const MAX_UNPUBLISHED = 10_000;

interface Message {
  id: string;
  uid: string;
  from: string;
}

export interface RedisRevocationsOptions {
  /** How long announce() waits for the other replicas' acknowledgements. */
  ackTimeoutMs?: number;
}

export function redisRevocations(link: RedisLink, { ackTimeoutMs = 1_000 }: RedisRevocationsOptions = {}): Revocations {
  const replica = randomUUID();
  const listeners: Array<(uid: string) => void> = [];
  const missedListeners: Array<() => void> = [];
  const waiting = new Map<string, () => void>(); // message id → counts one acknowledgement
  const unpublished = new Map<string, number>(); // uid → when its announcement failed to publish
  const { subscriber, commands } = link;

  const run = (uid: string) => {
    for (const listener of listeners) listener(uid);
  };

  const publish = (uid: string, id = randomUUID()) => commands.publish(CHANNEL, JSON.stringify({ id, uid, from: replica } satisfies Message));

  subscriber.on("message", (channel: string, text: string) => {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return; // not ours
    }
    if (channel === ackChannel(replica)) return waiting.get(message.id)?.();
    if (channel !== CHANNEL || typeof message.uid !== "string") return;
    if (message.from !== replica) run(message.uid); // the announcer ran its own listeners first
    // Acknowledged only after the listeners ran; a lost acknowledgement just makes the announcer wait its timeout.
    commands.publish(ackChannel(message.from), JSON.stringify({ id: message.id })).catch(() => {});
  });
  // Subscribing on every connection, not once: a SUBSCRIBE that failed while Redis was away at start
  // would never be retried by ioredis. What was announced while we were not subscribed never reached
  // us (at the first connection too: a replica may have started, and cached tokens, without Redis).
  let listening = false; // subscribed on the current connection: acknowledgements can reach us
  const subscribe = (): Promise<void> => {
    listening = false;
    return subscriber.subscribe(CHANNEL, ackChannel(replica)).then(
      () => {
        listening = true;
        for (const listener of missedListeners) listener();
      },
      () => {}, // the connection dropped again; the next ready retries
    );
  };
  let pending = subscriber.status === "ready" ? subscribe() : Promise.resolve();
  subscriber.on("ready", () => void (pending = subscribe()));
  commands.on("ready", () => {
    for (const [uid, failedAt] of unpublished) {
      unpublished.delete(uid);
      if (Date.now() - failedAt < REPUBLISH_WITHIN_MS) publish(uid).catch(() => unpublished.set(uid, failedAt));
    }
  });

  return {
    async announce(uid) {
      run(uid); // this replica at once, whatever Redis does
      // Just (re)connected: wait for our SUBSCRIBE, or the acknowledgements would go unheard.
      if (!listening && subscriber.status === "ready") await Promise.race([pending, new Promise((r) => setTimeout(r, ackTimeoutMs).unref())]);
      const id = randomUUID();
      let receivers: number;
      let done!: () => void;
      const all = new Promise<void>((resolve) => (done = resolve));
      let acknowledged = 0;
      waiting.set(id, () => {
        if (++acknowledged >= receivers) done();
      });
      try {
        receivers = await publish(uid, id);
      } catch (error) {
        waiting.delete(id);
        if (unpublished.size < MAX_UNPUBLISHED) unpublished.set(uid, Date.now());
        link.failed(error);
        return;
      }
      if (acknowledged >= receivers) done();
      const timer = setTimeout(done, ackTimeoutMs);
      await all;
      clearTimeout(timer);
      waiting.delete(id);
    },
    onRevoked: (listener) => void listeners.push(listener),
    onMissed: (listener) => void missedListeners.push(listener),
    async close() {
      if (subscriber.status === "ready") await subscriber.unsubscribe().catch(() => {});
    },
  };
}
