import { useState } from "react";
import { lifecycleMessage, lifecycleMessages } from "../../lifecycle-messages.ts";
import { showToast } from "../../toast.ts";

const actions = () => import("../../account-actions.ts");

/** Download my data: one JSON file with everything we hold about the account (GDPR Art. 20). */
export function DownloadData() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await (await actions()).downloadData();
      showToast(lifecycleMessages.dataDownloaded);
    } catch (error) {
      showToast(lifecycleMessage(error, lifecycleMessages.downloadFailed), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card settings" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>
        Download everything we hold about your account as a JSON file: your email and its verification, your API key's
        creation and last use (never the key itself), your subscription and your alpha application.
      </p>
      <p className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => void run()}>
          {busy ? "Preparing..." : "Download my data"}
        </button>
      </p>
    </section>
  );
}
