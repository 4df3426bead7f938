import { suite } from "uvu";
import * as assert from "uvu/assert";
import { renderToString } from "react-dom/server";
import { AuthProvider, SubscriptionProvider, useAuth, useSubscription } from "../../client/contexts.tsx";
import { loginMessages, messageFor, registerMessages } from "../../client/messages.ts";
import { plans } from "../../content/plans.ts";
import { dateOrNA, lastUsedText, subscriptionText } from "../../client/islands/subscription-text.ts";

const test = suite("account logic");

test("should map login errors to SPEC §8, production's invalid-credential to the default", () => {
  const code = (c: string) => messageFor({ code: c, message: "Firebase: raw" }, loginMessages);
  assert.is(code("auth/invalid-email"), "Please enter a valid email address.");
  assert.is(code("auth/user-not-found"), "No account found with this email.");
  assert.is(code("auth/wrong-password"), "Incorrect password.");
  assert.is(code("auth/invalid-credential"), "Invalid credentials. Please try again.");
  assert.is(messageFor(new Error("Failed to fetch API key"), loginMessages), "Failed to fetch API key");
  assert.is(messageFor(undefined, loginMessages), "Invalid credentials. Please try again.");
});

test("should map register errors to SPEC §8", () => {
  const code = (c: string) => messageFor({ code: c }, registerMessages);
  assert.is(code("auth/email-already-in-use"), "This email is already registered. Please use a different email.");
  assert.is(code("auth/invalid-email"), "Please enter a valid email address.");
  assert.is(code("auth/weak-password"), "Password should be at least 6 characters long.");
  assert.is(code("auth/internal-error"), "Registration failed. Please try again.", "SPEC's default for a refusal");
  // Issue 19: an unreachable provider is a network failure, left to the sentence islands/action.ts holds
  // (tests/client/lifecycle-messages.test.ts and the browser's register test check it is said).
  assert.is(code("auth/network-request-failed"), undefined);
  assert.is(messageFor(new TypeError("Failed to fetch"), registerMessages), undefined);
});

test("should describe the subscription as SPEC §4 says", () => {
  const end = "2027-03-01T00:00:00.000Z";
  assert.is(subscriptionText(null), "No active subscription");
  assert.is(subscriptionText({ status: "inactive", plan: "pro", currentPeriodEnd: end }), "No active subscription");
  assert.is(subscriptionText({ status: "active", plan: "pro", currentPeriodEnd: end }), `Active - Pro Plan (Renews: ${new Date(end).toLocaleDateString()})`);
  assert.is(subscriptionText({ status: "active", plan: "power-user", currentPeriodEnd: null }), "Active - Power User Plan (Renews: N/A)");
  // Issue 13: a plan cancelled at the end of its period says when it ends instead.
  assert.is(subscriptionText({ status: "active", plan: "pro", currentPeriodEnd: end, cancelAtPeriodEnd: true }), `Active - Pro Plan (Ends: ${new Date(end).toLocaleDateString()})`);
  assert.is(subscriptionText({ status: "past_due", plan: "pro", currentPeriodEnd: end }), "No active subscription");
  assert.is(subscriptionText({ status: "active", plan: null }), "Active - None Plan (Renews: N/A)");
  // The name comes from content/plans.ts, not from the id: every plan shows its own name.
  for (const plan of plans) assert.is(subscriptionText({ status: "active", plan: plan.id, currentPeriodEnd: null }), `Active - ${plan.name} Plan (Renews: N/A)`);
  assert.is(dateOrNA("not a date"), "N/A");
});

test("should throw when a context is used outside its provider", () => {
  const Auth = () => <>{String(useAuth().loading)}</>;
  const Subscription = () => <>{String(useSubscription().loading)}</>;
  assert.throws(() => renderToString(<Auth />), /useAuth must be used within an AuthProvider/);
  assert.throws(() => renderToString(<Subscription />), /useSubscription must be used within a SubscriptionProvider/);
  assert.is(renderToString(<SubscriptionProvider><Subscription /></SubscriptionProvider>), "false");
});

test("should render no children while the first auth state is unknown", () => {
  const html = renderToString(<AuthProvider fallback={<p>wait</p>}><p>secret</p></AuthProvider>);
  assert.is(html, "<p>wait</p>");
});

test("should say when the API key was last used, or that it has not been", () => {
  assert.is(lastUsedText(null), "Not used yet through the API.");
  assert.is(lastUsedText("garbage"), "Not used yet through the API.");
  const when = "2026-11-22T18:05:00.000Z";
  assert.is(lastUsedText(when), `Last used through the API: ${new Date(when).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}.`);
});

test.run();
