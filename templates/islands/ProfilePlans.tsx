import { useEffect, useId, useRef, useState } from "react";
import { type Offer, billingPortal, cancelPlan, fetchOffer, startCheckout } from "../../client/checkout.ts";
import { session } from "../../client/start-session.ts";
import { type Subscription, type SubscriptionState, subscriptionStore } from "../../client/subscription.ts";
import { showToast } from "../../client/toast.ts";
import type { plans as Plans } from "../../content/plans.ts";

const token = async () => {
  const value = await (await session()).currentToken();
  if (!value) throw new Error("Your session has ended; sign in again.");
  return value;
};

/** Runs a plan action; a failure becomes an error toast with the server's sentence. */
async function attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    showToast((error as Error).message, "error");
    return undefined;
  }
}

/**
 * What the profile already holds, handed over as props: this section loads lazily, and sharing no module
 * with the profile keeps the profile page's own JavaScript within its budget (tests/site/weights.test.ts).
 */
export interface PlansProps {
  uid: string;
  subscription: SubscriptionState;
  plans: typeof Plans;
  /** subscription-text.ts's dateOrNA, so dates read as on the subscription line. */
  date: (value: string | null | undefined) => string;
}

type Shared = Omit<PlansProps, "uid" | "subscription"> & { data: Subscription | null };

/**
 * /profile's plans section (issue 13): the plans for an accepted alpha tester without an active plan,
 * else why they are not offered, else the management of the active plan.
 */
export default function ProfilePlans({ uid, subscription: { data, loading }, plans, date }: PlansProps) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const id = useId();
  // Asked again whenever the subscription changes (checkout, cancel), so the two never disagree.
  const key = JSON.stringify(data);
  useEffect(() => {
    if (loading) return;
    let current = true;
    void attempt(async () => fetchOffer(await token())).then((next) => current && next && setOffer(next));
    return () => void (current = false);
  }, [uid, key, loading]);
  if (!offer) return null;
  return (
    <section className="profile-plans" aria-labelledby={`${id}plans`}>
      <h2 id={`${id}plans`}>{offer.offer === "subscribed" ? "Your plan" : "Plans"}</h2>
      <OfferBody offer={offer} shared={{ data, plans, date }} />
    </section>
  );
}

const planLabel = ({ data, plans }: Shared) => plans.find((plan) => plan.id === data?.plan)?.name ?? data?.plan ?? "current";

function OfferBody({ offer, shared }: { offer: Offer; shared: Shared }) {
  switch (offer.offer) {
    case "plans":
      return <PlanChoice plans={shared.plans} />;
    case "verify-email":
      return (
        <p>
          Plans are offered once your e-mail address is verified, so that only you can claim your alpha place.{" "}
          <a href="#email-verification">Resend verification</a>
        </p>
      );
    case "apply":
      return (
        <p>
          Plans are open to accepted alpha testers. <a href="/alpha">Apply for Alpha</a>
        </p>
      );
    case "review":
      return <p>Your alpha application is under review. We will e-mail you when it is accepted; the plans will then appear here.</p>;
    case "declined":
      return (
        <p>
          Your alpha application was not accepted this time. <a href="/contact">Contact us</a> if you think this is a mistake.
        </p>
      );
    case "subscribed":
      return <Manage manage={offer.manage} shared={shared} />;
  }
}

function PlanChoice({ plans }: { plans: Shared["plans"] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const choose = async (plan: string) => {
    setBusy(plan);
    const url = await attempt(async () => startCheckout(await token(), plan));
    if (url) window.location.assign(url);
    else setBusy(null);
  };
  return (
    <>
      <p>Your alpha application was accepted. Every plan is free during the alpha: nothing is charged.</p>
      <ul className="plans profile-plan-list">
        {plans.map((plan) => (
          <li key={plan.id} className={plan.popular ? "card plan popular" : "card plan"}>
            <h3>{plan.name}</h3>
            <p className="price">
              <span className="free">FREE during Alpha</span>
              <span>
                <s>
                  <span className="visually-hidden">Regular price </span>${plan.price.toFixed(2)}
                </s>{" "}
                <span className="period">per {plan.period}</span>
              </span>
            </p>
            <ul className="features">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <button type="button" className={plan.popular ? "button primary" : "button"} disabled={busy !== null} onClick={() => void choose(plan.id)}>
              {busy === plan.id ? "Starting checkout..." : `Choose ${plan.name}`}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function Manage({ manage, shared }: { manage: Offer["manage"]; shared: Shared }) {
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
  const plan = planLabel(shared);
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
