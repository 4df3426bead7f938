import type { ReactNode } from "react";
import type { Plan } from "../../content/types.ts";

/** A plan's button or link: the popular plan's is the primary one. */
export const planButton = (plan: Plan) => (plan.popular ? "button primary" : "button");

/**
 * One plan's card, on the pricing page (rendered there, with the 'Most Popular' badge) and in the profile's
 * plans: its name, 'FREE during Alpha' with the struck regular price, the features given, and `children`,
 * its button or link.
 */
export function PlanCard(props: { plan: Plan; heading: "h2" | "h3"; badge?: boolean; features: readonly string[]; children: ReactNode }) {
  const { plan, heading: Heading, badge, features, children } = props;
  return (
    <li className={plan.popular ? "card plan popular" : "card plan"}>
      {badge && plan.popular ? <p className="badge">Most Popular</p> : null}
      <Heading>{plan.name}</Heading>
      <p className="price">
        <span className="free">FREE during Alpha</span>
        <span>
          <s>
            <span className="visually-hidden">Regular price </span>
            {`$${plan.price.toFixed(2)}`}
          </s>{" "}
          <span className="period">per {plan.period}</span>
        </span>
      </p>
      <ul className="features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children}
    </li>
  );
}
