import { plans } from "../../content/plans.ts";
import type { PageProps } from "./props.ts";

const dollars = (price: number) => `$${price.toFixed(2)}`;

/** Three plans, each listed at its struck-through price and free during the alpha; buttons go to /alpha. */
export function Pricing({ meta }: PageProps) {
  return (
    <article className="page">
      <h1>{meta.heading}</h1>
      <p className="lead">Every plan is free while we are in alpha: a 100% discount applies at checkout.</p>
      <ul className="plans">
        {plans.map((plan) => (
          <li key={plan.name} className={plan.popular ? "card plan popular" : "card plan"}>
            <h2>{plan.name}</h2>
            {plan.popular ? <p className="badge">Most Popular</p> : null}
            <p className="price">
              <s>
                <span className="visually-hidden">Regular price </span>
                {dollars(plan.price)}
              </s>{" "}
              <span className="period">per {plan.period}</span>
            </p>
            <p className="free">FREE during Alpha</p>
            <ul className="features">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <a className={plan.popular ? "button primary" : "button"} href="/alpha">
              {plan.cta}
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
