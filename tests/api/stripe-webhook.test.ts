/**
 * POST /stripe/webhook: signatures checked on the raw bytes (generateTestHeaderString), each event id
 * handled once, and the stored state right whatever the order events arrive in, because the API
 * re-reads the subscription from Stripe (the loopback stand-in) before storing it.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import Stripe from "stripe";
import { accountsData } from "../../api/data/accounts.ts";
import { subscriptionsData } from "../../api/data/subscriptions.ts";
import { MESSAGES } from "../../api/errors.ts";
import { TokenRejected } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { startStripeStandin, type StripeStandin } from "../helpers/stripe-standin.ts";

const SECRET = "whsec_test_standin";
const prices = { basic: "price_basic_test", pro: "price_pro_test", "power-user": "price_power_test" };
const stripe = new Stripe("sk_test_unused");
const ctx = {} as { api: ApiUnderTest; standin: StripeStandin };

let counter = 0;
const now = () => Math.floor(Date.now() / 1000);
function event(type: string, object: object, created = now()) {
  return { id: `evt_test_${++counter}_${Date.now()}`, object: "event", api_version: "2026-10-28.endive", created, type, data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } };
}

/** Delivers a payload as Stripe does: signed over the exact bytes. */
function deliver(payload: string, header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) {
  return ctx.api.app.inject({ method: "POST", url: "/stripe/webhook", headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header }, payload });
}
const send = (e: object) => deliver(JSON.stringify(e));

/** An account with a completed checkout at the stand-in; returns its uid, session and subscription. */
async function checkedOut(plan: "basic" | "pro" = "pro") {
  const uid = `uid-${++counter}`;
  await accountsData(ctx.api.db, ctx.api.secrets).create(uid, `${uid}@example.com`);
  const sessionId = `cs_test_hook_${counter}`;
  ctx.standin.sessions.set(sessionId, {
    id: sessionId, object: "checkout.session", status: "open", client_reference_id: uid, customer: null, subscription: null,
    form: { "subscription_data[metadata][uid]": uid, "subscription_data[metadata][plan]": plan, "line_items[0][price]": prices[plan] },
  });
  await ctx.api.db.query("INSERT INTO checkouts (id, uid, provider, plan) VALUES ($1, $2, 'stripe', $3)", [sessionId, uid, plan]);
  const subscription = ctx.standin.complete(sessionId);
  return { uid, session: ctx.standin.sessions.get(sessionId)!, subscription };
}

const stored = (uid: string) => subscriptionsData(ctx.api.db).read(uid);
const rows = async (id: string) => (await ctx.api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM stripe_events WHERE id = $1", [id]))[0]!.n;

const hook = suite("POST /stripe/webhook");
hook.before(async () => {
  ctx.standin = await startStripeStandin();
  ctx.api = await apiUnderTest({
    verify: async () => { throw new TokenRejected("no tokens here"); },
    checkout: { kind: "stripe", secretKey: "sk_test_standin", webhookSecret: SECRET, prices, coupon: "ALPHA100", api: ctx.standin.api },
  });
});
hook.after(async () => {
  await ctx.api.close();
  await ctx.standin.close();
});

hook("should apply a validly signed checkout.session.completed, as Stripe's current state", async () => {
  const { uid, session, subscription } = await checkedOut("pro");
  const response = await send(event("checkout.session.completed", session));
  assert.equal([response.statusCode, response.json()], [200, { received: true }]);
  assert.equal(await stored(uid), {
    status: "active", plan: "pro", currentPeriodEnd: new Date(subscription.items.data[0].current_period_end * 1000).toISOString(), cancelAtPeriodEnd: false, provider: "stripe",
  });
  const [checkout] = await ctx.api.db.query<{ status: string }>("SELECT status FROM checkouts WHERE id = $1", [session.id]);
  assert.is(checkout!.status, "complete");
});

hook("should refuse a tampered body, a wrong secret, a signature older than 300 s and a missing header (400), changing nothing", async () => {
  const { uid, session } = await checkedOut();
  const payload = JSON.stringify(event("checkout.session.completed", session));
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  const refused = [
    await deliver(payload.replace('"status":"complete"', '"status":"complete" '), header),
    await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" })),
    await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: now() - 301 })),
    await ctx.api.app.inject({ method: "POST", url: "/stripe/webhook", headers: { "content-type": "application/json" }, payload }),
  ];
  for (const response of refused) assert.equal([response.statusCode, response.json()], [400, { error: MESSAGES.badSignature }]);
  assert.is((await stored(uid))!.status, "inactive");
  // The same bytes, correctly signed 299 s ago, are still accepted.
  assert.is((await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: now() - 299 }))).statusCode, 200);
  assert.is((await stored(uid))!.status, "active");
});

hook("should handle 10 concurrent deliveries of one event once: one row, the right state", async () => {
  const { uid, session } = await checkedOut("basic");
  const e = event("checkout.session.completed", session);
  const answers = await Promise.all(Array.from({ length: 10 }, () => send(e)));
  assert.equal(answers.map((a) => a.statusCode), Array(10).fill(200));
  assert.is(await rows(e.id), 1);
  assert.is((await stored(uid))!.plan, "basic");
  // A redelivery long after changes nothing, even though Stripe's state moved on meanwhile.
  const mark = ctx.standin.requests.length;
  assert.is((await send(e)).statusCode, 200);
  assert.is(ctx.standin.requests.length, mark, "a known event id is not even re-read");
});

hook("should end with Stripe's state when updated arrives before created", async () => {
  const { uid, subscription } = await checkedOut("pro");
  const created = event("customer.subscription.created", subscription, now() - 10);
  const cancelling = ctx.standin.update(subscription.id, { cancel_at_period_end: true });
  const updated = event("customer.subscription.updated", cancelling, now());
  for (const e of [updated, created]) assert.is((await send(e)).statusCode, 200);
  const state = (await stored(uid))!;
  assert.equal([state.status, state.plan, state.cancelAtPeriodEnd], ["active", "pro", true]);
});

hook("should end inactive when deleted arrives before checkout.session.completed", async () => {
  const { uid, session, subscription } = await checkedOut("pro");
  const deleted = ctx.standin.update(subscription.id, { status: "canceled", ended_at: now() });
  for (const e of [event("customer.subscription.deleted", deleted), event("checkout.session.completed", session, now() - 60)]) assert.is((await send(e)).statusCode, 200);
  assert.equal(await stored(uid), { status: "inactive", plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: "stripe" });
});

hook("should follow invoice.payment_failed to past_due and invoice.paid back to active", async () => {
  const { uid, subscription } = await checkedOut("pro");
  await send(event("customer.subscription.created", subscription));
  const invoice = (sub: string) => ({ id: `in_test_${++counter}`, object: "invoice", parent: { type: "subscription_details", subscription_details: { subscription: sub } } });
  ctx.standin.update(subscription.id, { status: "past_due" });
  await send(event("invoice.payment_failed", invoice(subscription.id)));
  assert.is((await stored(uid))!.status, "past_due");
  ctx.standin.update(subscription.id, { status: "active" });
  await send(event("invoice.paid", invoice(subscription.id)));
  assert.is((await stored(uid))!.status, "active");
});

hook("should cancel at Stripe a second subscription of an account that completed two checkouts, keeping the first", async () => {
  const { uid, subscription: first } = await checkedOut("pro");
  await send(event("customer.subscription.created", first));
  const sessionId = `cs_test_second_${counter}`;
  ctx.standin.sessions.set(sessionId, {
    id: sessionId, object: "checkout.session", status: "open", client_reference_id: uid, customer: first.customer, subscription: null,
    form: { "subscription_data[metadata][uid]": uid, "subscription_data[metadata][plan]": "basic", "line_items[0][price]": prices.basic },
  });
  const second = ctx.standin.complete(sessionId);
  const mark = ctx.standin.requests.length;
  assert.is((await send(event("checkout.session.completed", ctx.standin.sessions.get(sessionId)!))).statusCode, 200);
  assert.ok(ctx.standin.requests.slice(mark).some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${second.id}`), "the second one is cancelled");
  assert.is(ctx.standin.subscriptions.get(second.id)!.status, "canceled");
  assert.equal([(await stored(uid))!.status, (await stored(uid))!.plan], ["active", "pro"]);
  // Its own deletion event, arriving later, leaves the first plan alone.
  assert.is((await send(event("customer.subscription.deleted", ctx.standin.subscriptions.get(second.id)!))).statusCode, 200);
  assert.equal([(await stored(uid))!.status, (await stored(uid))!.plan], ["active", "pro"]);
  assert.is(ctx.standin.requests.filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${second.id}`).length, 1, "cancelled once");
});

hook("should acknowledge event types it does not handle, and subscriptions it cannot attribute, changing nothing", async () => {
  const other = event("customer.created", { id: "cus_test_other", object: "customer" });
  assert.equal([(await send(other)).statusCode, await rows(other.id)], [200, 1]);
  const stray = ctx.standin.update("sub_test_stray", { id: "sub_test_stray", object: "subscription", status: "active", customer: "cus_test_stray", metadata: {}, cancel_at: null, cancel_at_period_end: false, items: { data: [] } });
  const response = await send(event("customer.subscription.created", stray));
  assert.is(response.statusCode, 200);
  const [row] = await ctx.api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM subscriptions WHERE stripe_subscription_id = 'sub_test_stray'");
  assert.is(row!.n, 0);
});

hook("should refuse a body over its own limit (413) and a body that is not JSON (415)", async () => {
  const big = JSON.stringify({ ...event("customer.created", {}), padding: "x".repeat(300 * 1024) });
  const tooBig = await deliver(big);
  assert.equal([tooBig.statusCode, tooBig.json()], [413, { error: "The request body is over 256 KiB; send a smaller body." }]);
  const form = await ctx.api.app.inject({ method: "POST", url: "/stripe/webhook", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "a=b" });
  assert.is(form.statusCode, 415);
  // A normal-sized event still passes the parser the other routes use (16 KiB would refuse a large invoice).
  const large = event("customer.created", { id: "cus_large", object: "customer", padding: "y".repeat(40 * 1024) });
  assert.is((await send(large)).statusCode, 200);
});

hook("should answer 503 while Stripe cannot be re-read, so Stripe retries, and not record the event", async () => {
  const { uid, session } = await checkedOut();
  const e = event("checkout.session.completed", session);
  ctx.standin.failWith = 500;
  try {
    assert.equal([(await send(e)).statusCode, await rows(e.id)], [503, 0]);
  } finally {
    ctx.standin.failWith = null;
  }
  assert.equal([(await send(e)).statusCode, await rows(e.id)], [200, 1]);
  assert.is((await stored(uid))!.status, "active");
});

hook.run();
