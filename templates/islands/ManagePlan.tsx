import { useId, useRef, useState } from "react";
import { billingPortal, cancelPlan, type Offer } from "../../client/checkout.ts";
import { subscriptionStore } from "../../client/subscription.ts";
import { showToast } from "../../client/toast.ts";
import { attempt, token } from "./plan-actions.ts";
import type { Shared } from "./ProfilePlans.tsx";

/** An active plan's management: Stripe's customer portal, or cancelling at the period's end. */
export function Manage({ manage, shared }: { manage: Offer["manage"]; shared: Shared }) {
  const { data, date } = shared;
  const [busy, setBusy] = useState(false);
  if (data?.status === "past_due")
    return (
      <>
        <p>Your last payment failed and is being retried; update your card to keep your plan.</p>
        {manage === "portal" ? <PortalButton /> : null}
      </>
    );
  const ends = date(data?.currentPeriodEnd);
  const plan = shared.label;
  return (
    <>
      {data?.cancelAtPeriodEnd === true ? <p>Your {plan} plan is cancelled and ends on {ends}; it will not renew.</p> : null}
      {manage === "portal" ? <PortalButton /> : null}
      {manage === "cancel" ? <CancelPlan busy={busy} setBusy={setBusy} ends={ends} plan={plan} date={date} /> : null}
    </>
  );
}

function PortalButton() {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    const url = await attempt(async () => billingPortal(await token()));
    if (url) window.location.assign(url);
    else setBusy(false);
  };
  return (
    <p className="actions">
      <button type="button" className="button" disabled={busy} onClick={() => void open()}>
        {busy ? "Opening..." : "Manage subscription"}
      </button>
    </p>
  );
}

/** "Manage subscription" for plans we provide: cancelling, after a native <dialog> confirmation. */
function CancelPlan({ busy, setBusy, ends, plan, date }: { busy: boolean; setBusy: (busy: boolean) => void; ends: string; plan: string; date: Shared["date"] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = () => {
    dialog.current?.showModal();
    keep.current?.focus(); // the safe choice first; React does not render autofocus for the dialog to use
  };
  const confirm = async () => {
    setBusy(true);
    const data = await attempt(async () => cancelPlan(await token()));
    setBusy(false);
    dialog.current?.close();
    if (!data) return;
    subscriptionStore.set({ data, loading: false, error: null });
    showToast(`Your ${plan} plan will end on ${date(data.currentPeriodEnd)}.`);
  };
  return (
    <>
      <p className="actions">
        <button type="button" className="button" onClick={open}>
          Manage subscription
        </button>
      </p>
      <dialog ref={dialog} className="card dialog" aria-labelledby={`${id}title`} aria-describedby={`${id}text`}>
        <h2 id={`${id}title`}>Cancel your {plan} plan?</h2>
        <p id={`${id}text`}>It stays active until {ends}, then ends instead of renewing. You can choose a plan again after it ends.</p>
        <p className="actions">
          {/* Escape also keeps the plan (native dialog). */}
          <button ref={keep} type="button" className="button primary" disabled={busy} onClick={() => dialog.current?.close()}>
            Keep my plan
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
            {busy ? "Cancelling..." : "Cancel plan"}
          </button>
        </p>
      </dialog>
    </>
  );
}
