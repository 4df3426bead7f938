import { test } from "uvu";
import * as assert from "uvu/assert";
import { IdentityError } from "../../client/identity.ts";
import { codeMessages, lifecycleMessage, lifecycleMessages } from "../../client/lifecycle-messages.ts";
import { loginMessages, networkMessage, registerMessages } from "../../client/messages.ts";

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

test("should repeat register's sentences word for word (same rules and messages as register)", () => {
  assert.is(codeMessages["auth/weak-password"], registerMessages.codes["auth/weak-password"]);
  assert.is(codeMessages["auth/invalid-email"], loginMessages.codes["auth/invalid-email"]);
  assert.is(codeMessages["auth/network-request-failed"], networkMessage);
  assert.is(lifecycleMessages.mismatch, "Passwords do not match.");
});

test("should fall back to the form's failure for unknown codes and our own API errors, and name a network failure", () => {
  assert.is(lifecycleMessage(new IdentityError("auth/internal-error"), "Failed to delete account"), "Failed to delete account");
  assert.is(lifecycleMessage(Object.assign(new Error(""), { status: 503 }), "Failed to replace API key"), "Failed to replace API key");
  assert.is(lifecycleMessage(new TypeError("Failed to fetch"), "Failed to download your data"), networkMessage);
});

test.run();
