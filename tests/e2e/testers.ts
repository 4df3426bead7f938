/** Alpha testers for the checkout's browser tests: applied, decided by the operator's command, verified or not. */
import { createUser, markEmailVerified } from "../helpers/auth-emulator.ts";
import { PASSWORD, logIn, newEmail, visitor } from "./accounts.ts";
import type { Stack } from "./stack.ts";

/** Marks the account's e-mail verified in the emulator, as following the verification link would. */
export const verifyEmail = (stack: Stack, uid: string): Promise<void> => markEmailVerified(stack.emulator, uid);

export interface TesterOptions {
  /** The operator's decision; null leaves the application pending, "none" means never applied. */
  decision?: "accept" | "decline" | null | "none";
  verified?: boolean;
}

/** A signed-in visitor with an account made in the emulator and an application decided as asked. */
export async function tester(stack: Stack, tag: string, { decision = "accept", verified = true }: TesterOptions = {}) {
  const email = newEmail(tag);
  if (decision !== "none") {
    const applied = await fetch(`${stack.apiUrl}/alpha-subscribe`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
    if (!applied.ok) throw new Error(`Could not apply as ${email}: ${applied.status}`);
    if (decision) await stack.admin("alpha", decision, email);
  }
  const user = await createUser(stack.emulator, email, PASSWORD);
  if (verified) await verifyEmail(stack, user.uid);
  const { context, page } = await visitor(stack);
  await logIn(stack, page, email, PASSWORD);
  return { context, page, email, uid: user.uid };
}
