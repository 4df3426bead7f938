import { useEffect, useState } from "react";
import type { AccountUser } from "../../auth-store.ts";
import { lifecycleMessages } from "../../lifecycle-messages.ts";
import { actions, useAction } from "../action.ts";
import { ActionRow } from "./ActionRow.tsx";

/** Between two resends; Firebase limits sending too, this keeps a visitor from reaching its limit. */
export const RESEND_COOLDOWN_MS = 60_000;

/** Whether the address is verified, with "Resend". The checkout links here (#email-verification). */
export function EmailVerification({ user }: { user: AccountUser }) {
  // Read from Firebase, not the stored session, which may predate the e-mail's link; null while asking.
  const [verified, setVerified] = useState<boolean | null>(null);
  const [waiting, setWaiting] = useState(false);
  const { run } = useAction();
  useEffect(() => {
    void actions()
      .then((action) => action.accountActions())
      .then((a) => a.isEmailVerified())
      .then(setVerified, () => setVerified(false));
  }, [user.uid]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  // The button waits out the cooldown whether or not the send worked, so it shows `waiting`, not `busy`.
  const resend = () => {
    setWaiting(true);
    return run(async () => (await (await actions()).accountActions()).resendVerification(), {
      done: lifecycleMessages.verificationSent,
      failed: lifecycleMessages.verificationFailed,
    });
  };
  return (
    <section id="email-verification" className="card settings" aria-labelledby="email-verification-title">
      <h2 id="email-verification-title">Email verification</h2>
      {verified === null ? (
        <p role="status">Checking…</p>
      ) : verified ? (
        <p>Your email address {user.email} is verified.</p>
      ) : (
        <>
          <p>
            Your email address {user.email} is <strong>not verified</strong> yet. Open the link we emailed you to confirm the
            address is yours.
          </p>
          <ActionRow busy={waiting} onClick={resend} label="Resend verification email" busyLabel="Email sent" />
        </>
      )}
    </section>
  );
}
