import type { Plan } from "./types.ts";

/**
 * The three tiers, limited by devices and automations. Every plan is $0 while the
 * alpha runs (100% discount at checkout); priceId is a placeholder at the card payment provider.
 */
export const plans = [
  {
    name: "Basic",
    price: 0,
    period: "month",
    priceId: "price_basic_monthly",
    features: ["Up to 15 devices", "10 active automations", "Full encryption"],
    cta: "Apply for Alpha",
    popular: false,
  },
  {
    name: "Pro",
    price: 0,
    period: "month",
    priceId: "price_pro_monthly",
    features: ["Up to 50 devices", "20 automations", "Scheduling", "Auto-prompting", "Priority support"],
    cta: "Apply for Alpha",
    popular: true,
  },
  {
    name: "Power User",
    price: 0,
    period: "month",
    priceId: "price_power_user_monthly",
    features: ["Unlimited devices", "Unlimited automations", "Scheduling", "Auto-prompting", "Priority support"],
    cta: "Apply for Alpha",
    popular: false,
  },
] satisfies Plan[];
