import { lifecycleMessages } from "../../lifecycle-messages.ts";
import { actions, useAction } from "../action.ts";
import { ActionRow } from "./ActionRow.tsx";

/** Download my data: one JSON file with everything we hold about the account (GDPR Art. 20). */
export function DownloadData() {
  const { busy, run } = useAction();
  const download = () =>
    run(async () => (await (await actions()).accountActions()).downloadData(), { done: lifecycleMessages.dataDownloaded, failed: lifecycleMessages.downloadFailed });
  return (
    <section className="card settings" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>
        Download everything we hold about your account as a JSON file: your email and its verification, your API key's
        creation and last use (never the key itself), your subscription and your alpha application.
      </p>
      <ActionRow busy={busy} onClick={download} label="Download my data" busyLabel="Preparing..." />
    </section>
  );
}
