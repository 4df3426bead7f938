import "./common.ts";
import { Suspense, lazy, useEffect, useState } from "react";
import { AuthProvider, SubscriptionProvider, useAuth, useSubscription } from "../contexts.tsx";
import { logoutAndGoHome, signingOutToLeave } from "../leaving.ts";
import { COPY_FEEDBACK_MS } from "../copy.ts";
import { showToast } from "../toast.ts";
import { plans } from "../../content/plans.ts";
import { dateOrNA, dateTime, lastUsedText, subscriptionText } from "./subscription-text.ts";

// Issue 13: only a signed-in profile shows the plans, so they load after the page, not with it.
const ProfilePlans = lazy(() => import("./ProfilePlans.tsx"));
// The account's sections (issue 14) load once the account is known, in chunks of their own: the
// profile's first JavaScript stays within its budget (tests/site/weights.test.ts).
const sections = () => import("./profile/AccountSettings.tsx");
const ReplaceKey = lazy(() => sections().then((m) => ({ default: m.ReplaceKey })));
const AccountSettings = lazy(sections);

/** /profile: needs a signed-in user; the prerendered state is the loading line. */
export default function Profile() {
  return (
    <AuthProvider fallback={<p role="status">Loading your account…</p>}>
      <SubscriptionProvider>
        <ProfileView />
      </SubscriptionProvider>
    </AuthProvider>
  );
}

function SubscriptionStatus() {
  const { data, loading, error } = useSubscription();
  if (loading) return <>Loading…</>;
  if (error) return <span className="error-text">{error}</span>;
  return <>{subscriptionText(data)}</>;
}

function ApiKey({ apiKey }: { apiKey: string | null }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey ?? "");
      setCopied(true);
      // A click while the tick shows does not extend it (as before); a set after unmounting is a no-op.
      setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
      showToast("API key copied to clipboard");
    } catch {
      showToast("Failed to copy API key", "error");
    }
  };
  return (
    <div className="key-row">
      <input
        id="api-key"
        type="password"
        readOnly
        value={apiKey ?? ""}
        placeholder={apiKey ? undefined : "Loading..."}
        aria-busy={apiKey ? undefined : true}
      />
      <button type="button" className="button" disabled={!apiKey} onClick={copy}>
        {copied ? "✓ Copied" : "Copy"}
      </button>
    </div>
  );
}

function ProfileView() {
  const { user, apiKey, keyLastUsed, keyCreated } = useAuth();
  const subscription = useSubscription();
  useEffect(() => {
    if (!user && !signingOutToLeave) location.replace("/login");
  }, [user]);
  if (!user) return null;
  return (
    <>
      <div className="card">
        <dl className="facts">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Display name</dt>
          <dd>{user.displayName || "Not set"}</dd>
          <dt>Account Created</dt>
          <dd>{dateOrNA(user.creationTime)}</dd>
          <dt>Subscription</dt>
          <dd>
            <SubscriptionStatus />
          </dd>
        </dl>
        <Suspense fallback={null}>
          <ProfilePlans uid={user.uid} subscription={subscription} plans={plans} date={dateOrNA} />
        </Suspense>
        <label htmlFor="api-key" className="field-label">API key</label>
        <ApiKey apiKey={apiKey} />
        {apiKey ? <p className="key-used">{lastUsedText(keyLastUsed)}</p> : null}
        {/* Rendered from the start, hidden until the key is loaded, so Replace key has its chunk by then
            and shows with the Created line, not a render later. */}
        <div className="key-meta" hidden={!keyCreated}>
          {keyCreated ? <p className="key-used">Created: {dateTime(new Date(keyCreated))}</p> : null}
          <Suspense fallback={null}>
            <ReplaceKey />
          </Suspense>
        </div>
        <p className="actions">
          <button type="button" className="button" onClick={logoutAndGoHome}>
            Log out
          </button>
        </p>
      </div>
      <Suspense fallback={null}>
        <AccountSettings user={user} />
      </Suspense>
    </>
  );
}
