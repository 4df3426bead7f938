/**
 * Checkout through app.inject on PGlite with ID tokens from the real Auth emulator: who is offered the
 * plans, the free-alpha default end to end, and Stripe through the official SDK against a loopback
 * stand-in that records what we asked for.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { InjectOptions } from "fastify";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { admin, grant } from "../../api/admin.ts";
import { ConfigError, readConfig } from "../../api/config.ts";
import { accountsData } from "../../api/data/accounts.ts";
import { MESSAGES } from "../../api/errors.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, newSecrets, secretsEnv, type ApiUnderTest } from "../helpers/app.ts";
import { createUser, signIn, startAuthEmulator, type AuthEmulator, type TestUser } from "../helpers/auth-emulator.ts";
import { startStripeStandin, type StripeStandin } from "../helpers/stripe-standin.ts";

const SITE = "http://localhost:5000";
const prices = { basic: "price_basic_test", pro: "price_pro_test", "power-user": "price_power_test" };
const ctx = {} as { emulator: AuthEmulator; admin: App; verify: ReturnType<typeof firebaseVerifier>; free: ApiUnderTest; stripe: ApiUnderTest; standin: StripeStandin };

let counter = 0;
/** A new emulator account; verified unless told otherwise (issue 17: claims need a verified e-mail). */
async function person(tag: string, verified = true): Promise<TestUser> {
  const email = `${tag}-${counter++}@example.com`;
  const user = await createUser(ctx.emulator, email);
  if (!verified) return user;
  await getAuth(ctx.admin).updateUser(user.uid, { emailVerified: true });
  return signIn(ctx.emulator, email); // a fresh token carries email_verified
}

/** Applies on /alpha and, unless told otherwise, is accepted by the operator's command. */
async function applicant(api: ApiUnderTest, tag: string, decision: "accept" | "decline" | null = "accept", verified = true): Promise<TestUser> {
  const user = await person(tag, verified);
  assert.is((await api.app.inject({ method: "POST", url: "/alpha-subscribe", payload: { email: user.email.toUpperCase() } })).statusCode, 200);
  if (decision) await admin(["alpha", decision, user.email], api.db);
  return user;
}

const call = (api: ApiUnderTest, user: TestUser | null, method: InjectOptions["method"], url: string, payload?: unknown) =>
  api.app.inject({ method, url, headers: { origin: SITE, ...(user ? { authorization: `Bearer ${user.idToken}` } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });

const setup = async () => {
  ctx.emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.emulator.host;
  ctx.admin = initializeApp({ projectId: ctx.emulator.projectId }, `checkout-admin-${Date.now()}`);
  ctx.verify = firebaseVerifier({ projectId: ctx.emulator.projectId, cacheSeconds: 0 });
  ctx.standin = await startStripeStandin();
  ctx.free = await apiUnderTest({ verify: ctx.verify, origins: [SITE] });
  ctx.stripe = await apiUnderTest({
    verify: ctx.verify, origins: [SITE],
    checkout: { kind: "stripe", secretKey: "sk_test_standin", webhookSecret: "whsec_standin", prices, coupon: "ALPHA100", api: ctx.standin.api },
  });
};
const teardown = async () => {
  await Promise.all([ctx.free.close(), ctx.stripe.close(), ctx.standin.close()]);
  await ctx.verify.close();
  await deleteApp(ctx.admin);
  await ctx.emulator.stop();
};

// --- settings ----------------------------------------------------------------------------------
const settings = suite("CHECKOUT settings");
const prod = { NODE_ENV: "production", ...secretsEnv(newSecrets()) };
const stripeEnv = { CHECKOUT: "stripe", STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc", STRIPE_PRICE_BASIC: "price_b", STRIPE_PRICE_PRO: "price_p", STRIPE_PRICE_POWER_USER: "price_u", STRIPE_ALPHA_COUPON: "ALPHA100" };

settings("should refuse to start in production unless CHECKOUT is named, in one sentence", () => {
  assert.throws(() => readConfig(prod), (e: Error) => e instanceof ConfigError && /^CHECKOUT must be set in production: [^\n]+\.$/.test(e.message));
  assert.equal(readConfig({ ...prod, CHECKOUT: "free-alpha" }).checkout, { kind: "free-alpha" });
  assert.equal(readConfig({ ...prod, ...stripeEnv }).checkout, {
    kind: "stripe", secretKey: "sk_live_abc123", webhookSecret: "whsec_abc", prices: { basic: "price_b", pro: "price_p", "power-user": "price_u" }, coupon: "ALPHA100",
  });
});

settings("should name the missing or malformed Stripe variable, never falling back to free-alpha", () => {
  for (const name of Object.keys(stripeEnv).filter((k) => k !== "CHECKOUT")) {
    const env: Record<string, string> = { ...prod, ...stripeEnv };
    delete env[name];
    assert.throws(() => readConfig(env), new RegExp(`^CHECKOUT=stripe needs ${name};`), name);
  }
  assert.throws(() => readConfig({ ...prod, ...stripeEnv, STRIPE_WEBHOOK_SECRET: "sk_live_oops" }), /STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret/);
  assert.throws(() => readConfig({ ...prod, CHECKOUT: "paypal" }), /CHECKOUT must be stripe or free-alpha, not "paypal"\./);
});

settings("should default to free-alpha outside production only when no Stripe key is set", () => {
  const dev = { NODE_ENV: "development", SECRETS_FILE: `/tmp/checkout-settings-${process.pid}.json` };
  assert.equal(readConfig(dev).checkout, { kind: "free-alpha" });
  assert.throws(() => readConfig({ ...dev, STRIPE_SECRET_KEY: "sk_test_x" }), /STRIPE_SECRET_KEY is set but CHECKOUT is not/);
});

settings.run();

// --- who is offered the plans ---------------------------------------------------------------------
const offers = suite("offers and refusals");
offers.before(setup);

const refusals: [string, () => Promise<TestUser>, string, number, string][] = [
  ["no application", () => person("nobody"), "apply", 403, MESSAGES.applyFirst],
  ["a pending application", () => applicant(ctx.free, "pending", null), "review", 403, MESSAGES.underReview],
  ["a declined application", () => applicant(ctx.free, "declined", "decline"), "declined", 403, MESSAGES.declined],
  ["an accepted application with the e-mail not verified", () => applicant(ctx.free, "unverified", "accept", false), "verify-email", 403, MESSAGES.verifyEmailFirst],
];
for (const [what, make, offer, status, sentence] of refusals) {
  offers(`should not offer the plans with ${what} (${offer}), and refuse a checkout with ${status}`, async () => {
    const user = await make();
    assert.equal((await call(ctx.free, user, "GET", "/checkout")).json(), { offer, manage: null });
    const refused = await call(ctx.free, user, "POST", "/checkout", { plan: "pro" });
    assert.is(refused.statusCode, status);
    assert.equal(refused.json(), { error: sentence });
    assert.is((await call(ctx.free, user, "GET", "/subscription")).json().status, "inactive", "nothing changed");
  });
}

offers("should refuse bad input with a sentence, never a 500", async () => {
  const user = await applicant(ctx.free, "input");
  const cases: [unknown, number, RegExp][] = [
    [{ plan: "gold" }, 400, /^Field plan must be one of "basic", "pro", "power-user"\.$/],
    [{}, 400, /^Field plan is required\.$/],
    [{ plan: "pro", coupon: "FREE" }, 400, /^Field coupon is not allowed; remove it\.$/],
    [undefined, 400, /JSON object as the body/],
  ];
  for (const [body, status, sentence] of cases) {
    const response = await call(ctx.free, user, "POST", "/checkout", body);
    assert.is(response.statusCode, status, JSON.stringify(body));
    assert.match(response.json().error, sentence);
  }
  assert.is((await call(ctx.free, null, "POST", "/checkout", { plan: "pro" })).statusCode, 401);
  const confirm = await call(ctx.free, user, "POST", "/checkout/confirm", { session_id: "../etc" });
  assert.equal([confirm.statusCode, confirm.json()], [400, { error: "Field session_id must be the session_id of a checkout, as in the success page's address." }]);
});

offers("should list, accept and decline applications from the admin command", async () => {
  const user = await applicant(ctx.free, "listed", null);
  assert.match(await admin(["alpha", "list", "--status", "pending"], ctx.free.db), new RegExp(`pending   ${user.email}`, "i"));
  assert.match(await admin(["alpha", "accept", user.email.toUpperCase()], ctx.free.db), /^Accepted the alpha application of /);
  assert.not.match(await admin(["alpha", "list", "--status", "pending"], ctx.free.db), new RegExp(user.email, "i"));
  assert.match(await admin(["alpha", "list", "--status", "accepted"], ctx.free.db), new RegExp(`accepted  ${user.email}`, "i"));
  try {
    await admin(["alpha", "accept", "never-applied@example.com"], ctx.free.db);
    assert.unreachable("an address that never applied");
  } catch (error) {
    assert.match((error as Error).message, /^No alpha application has the e-mail never-applied@example\.com; check the address with alpha list\.$/);
  }
  try {
    await admin(["alpha", "list", "--status", "maybe"], ctx.free.db);
    assert.unreachable("an unknown status");
  } catch (error) {
    assert.match((error as Error).message, /--status pending\|accepted\|declined/);
  }
});

offers.after(teardown);
offers.run();

// --- free-alpha ---------------------------------------------------------------------------------
const free = suite("free-alpha checkout");
free.before(setup);

free("should activate the plan at once and answer with the success URL of its own session", async () => {
  const user = await applicant(ctx.free, "tester");
  assert.equal((await call(ctx.free, user, "GET", "/checkout")).json(), { offer: "plans", manage: null });
  const response = await call(ctx.free, user, "POST", "/checkout", { plan: "pro" });
  assert.is(response.statusCode, 200);
  assert.is(response.headers["cache-control"], "no-store");
  const url = new URL(response.json().url);
  assert.is(url.origin + url.pathname, `${SITE}/subscription-success`);
  assert.match(url.searchParams.get("session_id")!, /^fa_[A-Za-z0-9_-]{24}$/);
  const subscription = (await call(ctx.free, user, "GET", "/subscription")).json();
  assert.equal({ ...subscription, currentPeriodEnd: undefined }, { status: "active", plan: "pro", currentPeriodEnd: undefined, cancelAtPeriodEnd: false, provider: "free-alpha" });
  const days = (Date.parse(subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
  assert.ok(days > 29.9 && days <= 30, `a 30-day period, not ${days}`);
  assert.equal((await call(ctx.free, user, "GET", "/checkout")).json(), { offer: "subscribed", manage: "cancel" });

  const confirmed = await call(ctx.free, user, "POST", "/checkout/confirm", { session_id: url.searchParams.get("session_id") });
  assert.is(confirmed.statusCode, 200);
  assert.equal(confirmed.json(), subscription);
});

free("should refuse a second checkout while a plan is active (409), also when several race", async () => {
  const user = await applicant(ctx.free, "racer");
  const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => call(ctx.free, user, "POST", "/checkout", { plan: i % 2 ? "basic" : "power-user" })));
  assert.equal(answers.map((a) => a.statusCode).sort(), [200, 409, 409, 409, 409]);
  assert.equal(answers.find((a) => a.statusCode === 409)!.json(), { error: MESSAGES.alreadySubscribed });
  const [row] = await ctx.free.db.query<{ n: number }>("SELECT count(*)::int AS n FROM checkouts WHERE uid = $1", [user.uid]);
  assert.is(row!.n, 1, "one checkout session recorded");
});

free("should confirm only the signed-in account's own session: a foreign or unknown one is 404 and changes nothing", async () => {
  const [ann, bob] = await Promise.all([applicant(ctx.free, "ann"), applicant(ctx.free, "bob")]);
  const sessionId = new URL((await call(ctx.free, ann, "POST", "/checkout", { plan: "basic" })).json().url).searchParams.get("session_id");
  for (const id of [sessionId, "fa_doesnotexist", "cs_test_whatever"]) {
    const response = await call(ctx.free, bob, "POST", "/checkout/confirm", { session_id: id });
    assert.equal([response.statusCode, response.json()], [404, { error: MESSAGES.unknownSession }], String(id));
  }
  assert.is((await call(ctx.free, bob, "GET", "/subscription")).json().status, "inactive");
  assert.is((await call(ctx.free, ann, "GET", "/subscription")).json().plan, "basic");
});

free("should cancel at the end of the period: still active, ending instead of renewing, and no longer offered the cancel", async () => {
  const user = await applicant(ctx.free, "canceller");
  await call(ctx.free, user, "POST", "/checkout", { plan: "pro" });
  const before = (await call(ctx.free, user, "GET", "/subscription")).json();
  const cancelled = await call(ctx.free, user, "POST", "/subscription/cancel");
  assert.is(cancelled.statusCode, 200);
  assert.equal(cancelled.json(), { ...before, cancelAtPeriodEnd: true });
  assert.equal((await call(ctx.free, user, "GET", "/checkout")).json(), { offer: "subscribed", manage: null });
  const again = await call(ctx.free, user, "POST", "/checkout", { plan: "basic" });
  assert.is(again.statusCode, 409, "the plan stays active until it ends");
  // The period ends: the plan is over and the plans are offered again.
  await ctx.free.db.query("UPDATE subscriptions SET current_period_end = now() - interval '1 second' WHERE uid = $1", [user.uid]);
  assert.is((await call(ctx.free, user, "GET", "/subscription")).json().status, "expired");
  assert.equal((await call(ctx.free, user, "GET", "/checkout")).json(), { offer: "plans", manage: null });
});

free("should renew a free-alpha plan that is not cancelled, for the API key too", async () => {
  const user = await applicant(ctx.free, "renewer");
  await call(ctx.free, user, "POST", "/checkout", { plan: "basic" });
  await ctx.free.db.query("UPDATE subscriptions SET current_period_end = now() - interval '45 days' WHERE uid = $1", [user.uid]);
  const subscription = (await call(ctx.free, user, "GET", "/subscription")).json();
  assert.is(subscription.status, "active");
  const days = (Date.parse(subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
  assert.ok(days > 14.9 && days < 15.1, `rolled to the next 30-day boundary, ${days} days away`);
  const key = (await call(ctx.free, user, "GET", "/api-key")).json().api_key;
  assert.is((await accountsData(ctx.free.db, ctx.free.secrets).ownerOfKey(key))!.status, "active", "POST /v1/compile sees it active");
});

free("should refuse a cancel with no active plan (409) and the billing portal, which free-alpha has not (409)", async () => {
  const user = await person("plainuser");
  assert.equal([(await call(ctx.free, user, "POST", "/subscription/cancel")).statusCode, (await call(ctx.free, user, "POST", "/subscription/cancel")).json()], [409, { error: MESSAGES.noActivePlan }]);
  const portal = await call(ctx.free, user, "POST", "/billing-portal");
  assert.equal([portal.statusCode, portal.json()], [409, { error: MESSAGES.noPortal }]);
});

free("should keep the operator's grant working, and end an open-ended grant at once when cancelled", async () => {
  const user = await person("granted");
  await call(ctx.free, user, "GET", "/subscription");
  await grant(ctx.free.db, user.email, "power-user", null);
  assert.equal((await call(ctx.free, user, "GET", "/subscription")).json(), { status: "active", plan: "power-user", currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: "operator" });
  assert.equal((await call(ctx.free, user, "POST", "/subscription/cancel")).json(), { status: "inactive", plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: null });
});

free("should end an account's plan at once through endForAccount (account deletion)", async () => {
  const user = await applicant(ctx.free, "leaver");
  await call(ctx.free, user, "POST", "/checkout", { plan: "pro" });
  await ctx.free.checkout.endForAccount(user.uid);
  assert.is((await call(ctx.free, user, "GET", "/subscription")).json().status, "inactive");
});

free.after(teardown);
free.run();

// --- Stripe ---------------------------------------------------------------------------------------
const stripe = suite("Stripe checkout (SDK against the stand-in)");
stripe.before(setup);

const since = (mark: number) => ctx.standin.requests.slice(mark);

stripe("should create a subscription-mode Checkout Session with the plan's price, the alpha coupon and our URLs", async () => {
  const user = await applicant(ctx.stripe, "payer");
  const mark = ctx.standin.requests.length;
  const response = await call(ctx.stripe, user, "POST", "/checkout", { plan: "pro" });
  assert.is(response.statusCode, 200);
  const [request] = since(mark);
  assert.is(since(mark).length, 1);
  assert.equal([request!.method, request!.path, request!.authorization], ["POST", "/v1/checkout/sessions", "Bearer sk_test_standin"]);
  assert.equal(request!.form, {
    mode: "subscription",
    "line_items[0][price]": "price_pro_test",
    "line_items[0][quantity]": "1",
    "discounts[0][coupon]": "ALPHA100",
    payment_method_collection: "if_required",
    client_reference_id: user.uid,
    customer_email: user.email,
    "metadata[uid]": user.uid,
    "metadata[plan]": "pro",
    "subscription_data[metadata][uid]": user.uid,
    "subscription_data[metadata][plan]": "pro",
    success_url: `${SITE}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${SITE}/profile`,
  });
  const sessionId = [...ctx.standin.sessions.keys()].at(-1)!;
  assert.is(response.json().url, `https://checkout.stripe.test/c/pay/${sessionId}`);
});

stripe("should confirm a completed session by re-reading the subscription from Stripe, and refuse an open one (409)", async () => {
  const user = await applicant(ctx.stripe, "confirmer");
  await call(ctx.stripe, user, "POST", "/checkout", { plan: "basic" });
  const sessionId = [...ctx.standin.sessions.keys()].at(-1)!;
  const open = await call(ctx.stripe, user, "POST", "/checkout/confirm", { session_id: sessionId });
  assert.equal([open.statusCode, open.json()], [409, { error: MESSAGES.sessionOpen }]);
  const periodEnd = Math.floor(Date.now() / 1000) + 31 * 86400;
  const subscription = ctx.standin.complete(sessionId, periodEnd);
  const mark = ctx.standin.requests.length;
  const confirmed = await call(ctx.stripe, user, "POST", "/checkout/confirm", { session_id: sessionId });
  assert.is(confirmed.statusCode, 200);
  assert.equal(confirmed.json(), { status: "active", plan: "basic", currentPeriodEnd: new Date(periodEnd * 1000).toISOString(), cancelAtPeriodEnd: false, provider: "stripe" });
  assert.equal(since(mark).map((r) => `${r.method} ${r.path}`), [`GET /v1/checkout/sessions/${sessionId}`, `GET /v1/subscriptions/${subscription.id}`]);
  assert.equal((await call(ctx.stripe, user, "GET", "/checkout")).json(), { offer: "subscribed", manage: "portal" });
  assert.is((await call(ctx.stripe, user, "POST", "/checkout", { plan: "pro" })).statusCode, 409);
});

stripe("should not ask Stripe about another account's session (404)", async () => {
  const [ann, bob] = await Promise.all([applicant(ctx.stripe, "sann"), applicant(ctx.stripe, "sbob")]);
  await call(ctx.stripe, ann, "POST", "/checkout", { plan: "basic" });
  const sessionId = [...ctx.standin.sessions.keys()].at(-1)!;
  ctx.standin.complete(sessionId);
  const mark = ctx.standin.requests.length;
  const response = await call(ctx.stripe, bob, "POST", "/checkout/confirm", { session_id: sessionId });
  assert.equal([response.statusCode, response.json()], [404, { error: MESSAGES.unknownSession }]);
  assert.is(since(mark).length, 0);
  assert.is((await call(ctx.stripe, bob, "GET", "/subscription")).json().status, "inactive");
});

stripe("should open the customer portal, cancel at period end through Stripe, and end at once on account deletion", async () => {
  const user = await applicant(ctx.stripe, "manager");
  await call(ctx.stripe, user, "POST", "/checkout", { plan: "power-user" });
  const sessionId = [...ctx.standin.sessions.keys()].at(-1)!;
  const subscription = ctx.standin.complete(sessionId);
  await call(ctx.stripe, user, "POST", "/checkout/confirm", { session_id: sessionId });

  let mark = ctx.standin.requests.length;
  const portal = await call(ctx.stripe, user, "POST", "/billing-portal");
  assert.is(portal.statusCode, 200);
  assert.match(portal.json().url, /^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_/);
  assert.equal(since(mark).map((r) => [r.path, r.form]), [["/v1/billing_portal/sessions", { customer: subscription.customer, return_url: `${SITE}/profile` }]]);

  mark = ctx.standin.requests.length;
  const cancelled = await call(ctx.stripe, user, "POST", "/subscription/cancel");
  assert.is(cancelled.statusCode, 200);
  assert.equal([cancelled.json().status, cancelled.json().cancelAtPeriodEnd], ["active", true]);
  assert.equal(since(mark)[0]!.form, { cancel_at_period_end: "true" });
  assert.is(since(mark)[0]!.path, `/v1/subscriptions/${subscription.id}`);

  mark = ctx.standin.requests.length;
  await ctx.stripe.checkout.endForAccount(user.uid);
  assert.equal(since(mark).map((r) => `${r.method} ${r.path}`), [`DELETE /v1/subscriptions/${subscription.id}`]);
  assert.is((await call(ctx.stripe, user, "GET", "/subscription")).json().status, "inactive");
});

stripe("should answer 503 with the generic sentence while Stripe is down, and change nothing", async () => {
  const user = await applicant(ctx.stripe, "outage");
  ctx.standin.failWith = 503;
  try {
    const response = await call(ctx.stripe, user, "POST", "/checkout", { plan: "pro" });
    assert.equal([response.statusCode, response.json()], [503, { error: MESSAGES.unavailable }]);
  } finally {
    ctx.standin.failWith = null;
  }
  assert.equal((await call(ctx.stripe, user, "GET", "/checkout")).json(), { offer: "plans", manage: null });
});

stripe.after(teardown);
stripe.run();
