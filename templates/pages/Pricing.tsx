import { allPlans, featureNotes, plans } from "../../content/plans.ts";
import type { PageProps } from "./props.ts";

const dollars = (price: number) => `$${price.toFixed(2)}`;

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
          <li key={plan.name} className={plan.popular ? "card plan popular" : "card plan"}>
            {plan.popular ? <p className="badge">Most Popular</p> : null}
            <h2>{plan.name}</h2>
            <p className="price">
              <span className="free">FREE during Alpha</span>
              <span>
                <s>
                  <span className="visually-hidden">Regular price </span>
                  {dollars(plan.price)}
                </s>{" "}
                <span className="period">per {plan.period}</span>
              </span>
            </p>
            <ul className="features">
              {own(plan.features).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <a className={plan.popular ? "button primary" : "button"} href="/alpha">
              {plan.cta}
            </a>
          </li>
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
