import { useState } from "react";
import { billingPortal, cancelPlan, type Offer } from "../checkout.ts";
import { subscriptionStore } from "../subscription.ts";
import { showToast } from "../toast.ts";
import { useAction } from "./action.ts";
import { token } from "./plan-actions.ts";
import { ConfirmDialog } from "./profile/ConfirmDialog.tsx";
import type { Shared } from "./plan-props.ts";

/** An active plan's management: Stripe's customer portal, or cancelling at the period's end. */
export function Manage({ manage, shared }: { manage: Offer["manage"]; shared: Shared }) {
  const { data, date } = shared;
  if (data?.status === "past_due")
    return (
      <>
        <p>Your last payment failed and is being retried; update your card to keep your plan.</p>
        {manage === "portal" ? <PortalButton /> : null}
      </>
    );
  const ends = date(data?.currentPeriodEnd);
  const plan = shared.label;
  const cancelled = data?.cancelAtPeriodEnd === true;
  return (
    <>
      {cancelled ? <p>Your {plan} plan is cancelled and ends on {ends}; it will not renew.</p> : null}
      {manage === "portal" ? <PortalButton /> : null}
      {/* A cancelled plan has nothing left to cancel; the offer, fetched again after, says so a moment later. */}
      {manage === "cancel" && !cancelled ? <CancelPlan ends={ends} plan={plan} date={date} /> : null}
    </>
  );
}

function PortalButton() {
  const { busy, run } = useAction();
  const open = () => run(async () => billingPortal(await token()));
  return (
    <p className="actions">
      <button type="button" className="button" disabled={busy} onClick={() => void open()}>
        {busy ? "Opening..." : "Manage subscription"}
      </button>
    </p>
  );
}

/** "Manage subscription" for plans we provide: cancelling, after the same confirmation dialog as the account's other actions. */
function CancelPlan({ ends, plan, date }: { ends: string; plan: string; date: Shared["date"] }) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useAction();
  const confirm = async () => {
    await run(async () => {
      const data = await cancelPlan(await token());
      subscriptionStore.set({ data, loading: false, error: null });
      showToast(`Your ${plan} plan will end on ${date(data.currentPeriodEnd)}.`);
    });
    setOpen(false);
  };
  return (
    <>
      <p className="actions">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Manage subscription
        </button>
      </p>
      <ConfirmDialog open={open} title={`Cancel your ${plan} plan?`} onClose={() => setOpen(false)} busy={busy}>
        <p>It stays active until {ends}, then ends instead of renewing. You can choose a plan again after it ends.</p>
        <p className="actions">
          {/* First, so the dialog opens on the safe choice; Escape also keeps the plan. */}
          <button type="button" className="button primary" disabled={busy} onClick={() => setOpen(false)}>
            Keep my plan
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
            {busy ? "Cancelling..." : "Cancel plan"}
          </button>
        </p>
      </ConfirmDialog>
    </>
  );
}
