import "../common.ts";
import type { AccountUser } from "../../auth-store.ts";
import { ChangePassword } from "./ChangePassword.tsx";
import { DangerZone } from "./DangerZone.tsx";
import { DownloadData } from "./DownloadData.tsx";
import { EmailVerification } from "./EmailVerification.tsx";
import { Sessions } from "./Sessions.tsx";

export { ReplaceKey } from "./ReplaceKey.tsx";

/** The profile's sections below the account card (issue 14), the danger zone last and set apart. */
export default function AccountSettings({ user }: { user: AccountUser }) {
  return (
    <>
      <EmailVerification user={user} />
      <ChangePassword />
      <Sessions />
      <DownloadData />
      <DangerZone />
    </>
  );
}
