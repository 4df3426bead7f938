import { PlanCard, planButton } from "../../client/islands/PlanCard.tsx";
import { allPlans, featureNotes, plans } from "../../content/plans.ts";
import type { PageProps } from "./props.ts";

/** Features common to all plans (content's allPlans, and any every plan lists): said once, not in each card. */
const listed = (feature: string) => plans.every((plan) => (plan.features as readonly string[]).includes(feature));
const common: string[] = [...new Set([...allPlans, ...plans[0]!.features.filter(listed)])];
const own = (features: readonly string[]) => features.filter((feature) => !common.includes(feature));

/**
 * Three plans, each free during the alpha ('FREE during Alpha', with its struck regular price beside
 * it); 'Most Popular' sits on the card's edge so prices and buttons line up; buttons go to /alpha.
 */
export function Pricing({ meta }: PageProps) {
  return (
    <article className="pricing">
      <h1>{meta.heading}</h1>
      <p className="lead">Every plan is free while we are in alpha: a 100% discount applies at checkout.</p>
      <ul className="plans">
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} heading="h2" badge features={own(plan.features)}>
            <a className={planButton(plan)} href="/alpha">
              {plan.cta}
            </a>
          </PlanCard>
        ))}
      </ul>
      {common.length > 0 ? (
        <div className="all-plans">
          <p>Every plan includes:</p>
          <ul>
            {common.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <section className="feature-notes" aria-labelledby="feature-notes">
        <h2 id="feature-notes">What the features do</h2>
        <dl>
          {featureNotes.map(({ feature, text }) => (
            <div key={feature}>
              <dt>{feature}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
