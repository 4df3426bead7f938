import { test } from "uvu";
import * as assert from "uvu/assert";
import { IdentityError } from "../../client/identity.ts";
import { lifecycleMessage, lifecycleMessages } from "../../client/lifecycle-messages.ts";
import { perform } from "../../client/action.ts";
import { networkMessage } from "../../client/islands/action.ts";
import { loginMessages, registerMessages } from "../../client/messages.ts";

test("should give a re-authentication's wrong password its form's own sentence, whichever code production sends", () => {
  for (const code of ["auth/wrong-password", "auth/invalid-credential"]) {
    assert.is(lifecycleMessage(new IdentityError(code), "fallback"), "Incorrect password.");
    assert.is(lifecycleMessage(new IdentityError(code), "fallback", lifecycleMessages.wrongCurrent), "Current password is incorrect.");
  }
});

test("should tell an expired link from a used or invalid one", () => {
  assert.is(lifecycleMessage(new IdentityError("auth/expired-action-code"), "x"), "This link has expired. Please request a new one.");
  assert.is(lifecycleMessage(new IdentityError("auth/invalid-action-code"), "x"), "This link is invalid or has already been used. Please request a new one.");
});

// Literal sentences, not the tables' own entries: comparing a table's reference with itself could not fail.
const NETWORK = "Could not reach the server. Check your connection and try again.";

test("should say register's sentences word for word for a weak password, an invalid address, a network failure and a mismatch", () => {
  assert.is(lifecycleMessage(new IdentityError("auth/weak-password"), "x"), "Password should be at least 6 characters long.");
  assert.is(lifecycleMessage(new IdentityError("auth/invalid-email"), "x"), "Please enter a valid email address.");
  assert.is(lifecycleMessage(new IdentityError("auth/too-many-requests"), "x"), "Too many attempts. Please wait a few minutes and try again.");
  assert.is(lifecycleMessages.mismatch, "Passwords do not match.");
  // and register's form says the same, so the two cannot drift apart
  assert.is(registerMessages.codes["auth/weak-password"], "Password should be at least 6 characters long.");
  assert.is(loginMessages.codes["auth/invalid-email"], "Please enter a valid email address.");
  assert.is(networkMessage, NETWORK);
});

test("should fall back to the form's failure for unknown codes and our own API errors", () => {
  assert.is(lifecycleMessage(new IdentityError("auth/internal-error"), "Failed to delete account"), "Failed to delete account");
  assert.is(lifecycleMessage(Object.assign(new Error("POST /account failed"), { status: 503 }), "Failed to replace API key"), "Failed to replace API key");
});

// The tables leave a failure nothing answered to islands/action.ts's sentence, which perform() says.
test("should say the network failed, through perform, whether Firebase, fetch or an import() found no answer", async () => {
  for (const error of [new IdentityError("auth/network-request-failed"), new TypeError("Failed to fetch")]) {
    assert.is(lifecycleMessage(error, "Failed to download your data"), undefined);
    const reported: string[] = [];
    const busy = await perform(() => Promise.reject(error), { failed: "Failed to download your data", report: (m) => reported.push(m) }, networkMessage);
    assert.equal([busy, reported], [false, [NETWORK]]);
  }
});

test("should give a failure's own sentence without a table, and the table's fallback for a refusal", async () => {
  const said = async (error: unknown, failed?: string) => {
    let message = "";
    await perform(() => Promise.reject(error), { failed, report: (m) => (message = m) }, networkMessage);
    return message;
  };
  assert.is(await said(new Error("Plans are offered once your e-mail address is verified.")), "Plans are offered once your e-mail address is verified.");
  assert.is(await said(new Error("GET /account/export failed"), "Failed to download your data"), "Failed to download your data");
  assert.is(await said(new TypeError("Failed to fetch dynamically imported module")), NETWORK);
});

test.run();
