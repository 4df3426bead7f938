/**
 * A loopback stand-in for the part of Stripe's API the checkout uses, for the official `stripe` SDK
 * (pointed here with its host/port/protocol options). It records every request the SDK sends, with its
 * form fields decoded, so tests assert on what we asked Stripe for; tests drive its state (a session
 * completed, a subscription changed) as Stripe's own side would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandinRequest {
  method: string;
  path: string;
  /** The form-encoded body, keys as Stripe writes them (`line_items[0][price]`). */
  form: Record<string, string>;
  authorization: string;
  idempotencyKey: string | null;
}

type Json = Record<string, any>;

export interface StripeStandin {
  /** For the SDK: { host, port, protocol }. */
  api: { host: string; port: number; protocol: "http" };
  requests: StandinRequest[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Completes a session as a customer paying nothing would: a subscription is created for it. */
  complete(sessionId: string, periodEnd?: number): Json;
  /** Changes a subscription as Stripe's side would (renewal, cancellation, failed payment). */
  update(subscriptionId: string, patch: Json): Json;
  /** Answers every request with this status (Stripe down) until set to null. */
  failWith: number | null;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);

export async function startStripeStandin(): Promise<StripeStandin> {
  const requests: StandinRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${(++counter).toString().padStart(6, "0")}`;

  const missing = (res: ServerResponse, id: string) => send(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such object: '${id}'` } });

  const routes: [string, RegExp, (res: ServerResponse, form: Record<string, string>, id: string) => void][] = [
    ["POST", /^\/v1\/checkout\/sessions$/, (res, form) => {
      const id = next("cs");
      const session = {
        id, object: "checkout.session", mode: form.mode, status: "open", url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: form.client_reference_id ?? null, customer: form.customer ?? null, customer_email: form.customer_email ?? null,
        subscription: null, metadata: { uid: form["metadata[uid]"], plan: form["metadata[plan]"] }, form,
      };
      sessions.set(id, session);
      send(res, 200, session);
    }],
    ["GET", /^\/v1\/checkout\/sessions\/([\w-]+)$/, (res, _form, id) => (sessions.has(id) ? send(res, 200, sessions.get(id)) : missing(res, id))],
    ["GET", /^\/v1\/subscriptions\/([\w-]+)$/, (res, _form, id) => (subscriptions.has(id) ? send(res, 200, subscriptions.get(id)) : missing(res, id))],
    ["POST", /^\/v1\/subscriptions\/([\w-]+)$/, (res, form, id) => {
      if (!subscriptions.has(id)) return missing(res, id);
      const patch: Json = {};
      if (form.cancel_at_period_end) patch.cancel_at_period_end = form.cancel_at_period_end === "true";
      send(res, 200, update(id, patch));
    }],
    ["DELETE", /^\/v1\/subscriptions\/([\w-]+)$/, (res, _form, id) => (subscriptions.has(id) ? send(res, 200, update(id, { status: "canceled", ended_at: now() })) : missing(res, id))],
    ["POST", /^\/v1\/billing_portal\/sessions$/, (res, form) => {
      const id = next("bps");
      send(res, 200, { id, object: "billing_portal.session", customer: form.customer, return_url: form.return_url, url: `https://billing.stripe.test/p/session/${id}` });
    }],
  ];

  function update(id: string, patch: Json): Json {
    const updated = { ...subscriptions.get(id)!, ...patch };
    subscriptions.set(id, updated);
    return updated;
  }

  function complete(sessionId: string, periodEnd = now() + 30 * 86400): Json {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`The stand-in has no session ${sessionId}.`);
    const id = next("sub");
    const customer = session.customer ?? next("cus");
    const subscription = {
      id, object: "subscription", status: "active", customer, cancel_at_period_end: false, cancel_at: null, created: now(),
      metadata: { uid: session.form["subscription_data[metadata][uid]"], plan: session.form["subscription_data[metadata][plan]"] },
      items: { object: "list", data: [{ id: next("si"), object: "subscription_item", price: { id: session.form["line_items[0][price]"], object: "price" }, current_period_end: periodEnd }] },
    };
    subscriptions.set(id, subscription);
    sessions.set(sessionId, { ...session, status: "complete", subscription: id, customer });
    return subscription;
  }

  const standin = { failWith: null as number | null } as StripeStandin;
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? "/", "http://stripe.test");
    const form = Object.fromEntries(new URLSearchParams(body || url.search));
    requests.push({
      method: req.method ?? "", path: url.pathname, form,
      authorization: req.headers.authorization ?? "", idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
    });
    if (standin.failWith) return send(res, standin.failWith, { error: { type: "api_error", message: "The stand-in is down." } });
    for (const [method, pattern, handle] of routes) {
      const match = req.method === method ? pattern.exec(url.pathname) : null;
      if (match) return handle(res, form, match[1] ?? "");
    }
    send(res, 404, { error: { type: "invalid_request_error", message: `The stand-in has no ${req.method} ${url.pathname}.` } });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standin, {
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    requests, sessions, subscriptions, complete, update,
    close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${Math.random().toString(36).slice(2)}` });
  res.end(JSON.stringify(body));
}
