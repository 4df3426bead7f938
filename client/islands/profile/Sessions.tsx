import { useState } from "react";
import { lifecycleMessage, lifecycleMessages } from "../../lifecycle-messages.ts";
import { handOverToast, showToast } from "../../toast.ts";

const actions = () => import("../../account-actions.ts");

/** Sign out everywhere: every session of the account ends, this one included. */
export function Sessions() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await (await actions()).signOutEverywhere();
      handOverToast(lifecycleMessages.signedOutEverywhere);
      window.location.assign("/");
    } catch (error) {
      showToast(lifecycleMessage(error, lifecycleMessages.signOutFailed), "error");
      setBusy(false);
    }
  };
  return (
    <section className="card settings" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <p>Lost a device, or signed in somewhere you should not have? End every session of this account, this one included.</p>
      <p className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => void run()}>
          {busy ? "Signing out..." : "Sign out everywhere"}
        </button>
      </p>
    </section>
  );
}
