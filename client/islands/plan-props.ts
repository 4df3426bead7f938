/** The props the profile's plans section (ProfilePlans.tsx) and its management (ManagePlan.tsx) share: types only, below both. */
import type { plans as Plans } from "../../content/plans.ts";
import type { Subscription, SubscriptionState } from "../subscription.ts";

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

export type Shared = Omit<PlansProps, "uid" | "subscription"> & { data: Subscription | null; label: string };
