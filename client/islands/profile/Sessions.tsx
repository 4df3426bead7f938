import { lifecycleMessages } from "../../lifecycle-messages.ts";
import { signOutToLeave } from "../../leaving.ts";
import { actions, useAction } from "../action.ts";
import { ActionRow } from "./ActionRow.tsx";

/** Sign out everywhere: every session of the account ends, this one included. */
export function Sessions() {
  const { busy, run } = useAction();
  const signOut = () =>
    run(
      async () => {
        await (await (await actions()).accountActions()).signOutEverywhere();
        await signOutToLeave();
        return "/";
      },
      { done: lifecycleMessages.signedOutEverywhere, failed: lifecycleMessages.signOutFailed },
    );
  return (
    <section className="card settings" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <p>Lost a device, or signed in somewhere you should not have? End every session of this account, this one included.</p>
      <ActionRow busy={busy} onClick={signOut} label="Sign out everywhere" busyLabel="Signing out..." />
    </section>
  );
}
