import "./common.ts";
import { useEffect, useId, useState } from "react";
import { type Automations, type Offer, automationsText, fetchAutomations, fetchOffer, startCheckout } from "../checkout.ts";
import { Manage } from "./ManagePlan.tsx";
import { session } from "../start-session.ts";
import { useAction } from "./action.ts";
import { PlanCard, planButton } from "./PlanCard.tsx";
import { attempt, token } from "./plan-actions.ts";
import type { Subscription } from "../subscription.ts";
import type { PlansProps, Shared } from "./plan-props.ts";

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
    // A background load: once the session is gone (signing out, or out in another tab) the page is
    // leaving, so there is nothing to say; a failing API still gets its toast.
    const ask = async (refresh?: boolean) => {
      const value = await (await session()).currentToken(refresh);
      return value ? fetchOffer(value) : undefined;
    };
    void attempt(async () => {
      const first = await ask();
      // A token minted before the e-mailed link was opened still says unverified: ask once more with a new one.
      return first?.offer === "verify-email" ? ask(true) : first;
    }).then((next) => current && next && setOffer(next));
    return () => void (current = false);
  }, [uid, key, loading]);
  if (!offer) return null;
  return (
    <section className="profile-plans" aria-labelledby={`${id}plans`}>
      <h2 id={`${id}plans`}>{offer.offer === "subscribed" ? "Your plan" : "Plans"}</h2>
      <OfferBody offer={offer} shared={{ data, plans, date, label: planLabel(data, plans) }} />
    </section>
  );
}

const planLabel = (data: Subscription | null, plans: PlansProps["plans"]) => plans.find((plan) => plan.id === data?.plan)?.name ?? data?.plan ?? "current";

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
      return (
        <>
          <AutomationCount />
          <Manage manage={offer.manage} shared={shared} />
        </>
      );
  }
}

/** "N of M active automations" (issue 29): what the plan's limit counts, from the API's records. */
function AutomationCount() {
  const [count, setCount] = useState<Automations | null>(null);
  useEffect(() => {
    let current = true;
    void attempt(async () => fetchAutomations(await token())).then((next) => current && next && setCount(next));
    return () => void (current = false);
  }, []);
  return count ? <p className="automation-count">{automationsText(count)}</p> : null;
}

function PlanChoice({ plans }: { plans: Shared["plans"] }) {
  const { busy, run } = useAction();
  const [chosen, setChosen] = useState("");
  const choose = (plan: string) => {
    setChosen(plan);
    return run(async () => startCheckout(await token(), plan));
  };
  return (
    <>
      <p>Your alpha application was accepted. Every plan is free during the alpha: nothing is charged.</p>
      <ul className="plans profile-plan-list">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} heading="h3" features={plan.features}>
            <button type="button" className={planButton(plan)} disabled={busy} onClick={() => void choose(plan.id)}>
              {busy && chosen === plan.id ? "Starting checkout..." : `Choose ${plan.name}`}
            </button>
          </PlanCard>
        ))}
      </ul>
    </>
  );
}

