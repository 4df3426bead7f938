import type { Plan } from "./types.ts";

/**
 * The three tiers, limited by devices and automations. Every plan is $0 while the
 * alpha runs (100% discount at checkout); priceId is a placeholder at the card payment provider.
 */
export const plans = [
  {
    id: "basic",
    name: "Basic",
    deviceLimit: 15,
    price: 0,
    period: "month",
    priceId: "price_basic_monthly",
    features: ["Up to 15 devices", "10 active automations", "Full encryption"],
    cta: "Apply for Alpha",
    popular: false,
  },
  {
    id: "pro",
    name: "Pro",
    deviceLimit: 50,
    price: 0,
    period: "month",
    priceId: "price_pro_monthly",
    features: ["Up to 50 devices", "20 automations", "Scheduling", "Auto-prompting", "Priority support"],
    cta: "Apply for Alpha",
    popular: true,
  },
  {
    id: "power-user",
    name: "Power User",
    deviceLimit: null,
    price: 0,
    period: "month",
    priceId: "price_power_user_monthly",
    features: ["Unlimited devices", "Unlimited automations", "Scheduling", "Auto-prompting", "Priority support"],
    cta: "Apply for Alpha",
    popular: false,
  },
] as const satisfies readonly Plan[];

/** Features every plan has; the pricing page says them once for all plans (SPEC §3 lists encryption under Basic). */
export const allPlans: readonly string[] = ["Full encryption"];

/** The plan ids, in the order of the pricing page: the API, the admin command and the migration derive from this. */
export type PlanId = (typeof plans)[number]["id"];
export const planIds = plans.map((plan) => plan.id) as PlanId[];
