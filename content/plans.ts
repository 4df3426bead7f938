import type { Plan } from "./types.ts";

/**
 * The three tiers, limited by devices and active automations. Every plan is $0 while the alpha runs
 * (100% discount at checkout); priceId is a placeholder at the card payment provider.
 *
 * What a plan allows is data here, and both the pricing copy (features, below) and the API
 * (device and automation limits, scheduling, suggestions) read it, so the page cannot promise what
 * the code does not enforce.
 */
const tiers = [
  { id: "basic", name: "Basic", deviceLimit: 15, automationLimit: 10, scheduling: false, autoPrompting: false, prioritySupport: false, priceId: "price_basic_monthly", popular: false },
  { id: "pro", name: "Pro", deviceLimit: 50, automationLimit: 20, scheduling: true, autoPrompting: true, prioritySupport: true, priceId: "price_pro_monthly", popular: true },
  { id: "power-user", name: "Power User", deviceLimit: null, automationLimit: null, scheduling: true, autoPrompting: true, prioritySupport: true, priceId: "price_power_user_monthly", popular: false },
] as const;

type Tier = (typeof tiers)[number];

/** The pricing card's lines, in order, from what the plan allows (SPEC §3's wording). */
export function featuresOf(tier: Pick<Plan, "deviceLimit" | "automationLimit" | "scheduling" | "autoPrompting" | "prioritySupport">): string[] {
  return [
    tier.deviceLimit === null ? "Unlimited devices" : `Up to ${tier.deviceLimit} devices`,
    tier.automationLimit === null ? "Unlimited automations" : `${tier.automationLimit} active automations`,
    ...(tier.scheduling ? ["Scheduling"] : []),
    ...(tier.autoPrompting ? ["Auto-prompting"] : []),
    ...(tier.prioritySupport ? ["Priority support"] : []),
  ];
}

export const plans = tiers.map((tier) => ({
  ...tier,
  price: 0,
  period: "month",
  features: featuresOf(tier),
  cta: "Apply for Alpha",
})) satisfies readonly Plan[] as readonly (Tier & Plan)[];

/** Features every plan has; the pricing page says them once for all plans (SPEC §3 lists encryption under Basic). */
export const allPlans: readonly string[] = ["Full encryption"];

/**
 * What the features that are more than a number do, said on the pricing page under the plans: each is
 * exactly what the API enforces or serves (api/routes/key/scheduling.ts, POST /v1/suggestions, /v1/directives).
 */
export const featureNotes: readonly { feature: string; text: string }[] = [
  {
    feature: "Active automations",
    text: "Each automation HomeDirective creates counts while it is on; pause one in the card or in Home Assistant and it frees a place. Paused ones are kept.",
  },
  {
    feature: "Scheduling",
    text: "Automations that run at a time of day, at sunrise or sunset, when something has stayed the same for a while (“after 10 minutes without motion”), or that undo an action after a delay (“turn it off again after 5 minutes”).",
  },
  {
    feature: "Auto-prompting",
    text: "Suggestions written for your home: the card looks at the areas and devices you expose (motion sensors and lights, covers, window sensors and thermostats, people) and offers directives in your own names, each already compiled, to review before anything is created.",
  },
  {
    feature: "Full encryption",
    text: "The directives you create are kept for you as records encrypted with AES-256-CBC, a random IV for every record and an HMAC-SHA-256 tag, with a key generated on your Home Assistant that never reaches our servers.",
  },
];

/** The plans that include a feature, as the API's refusals name them: "Pro and Power User". */
export function plansWith(feature: "scheduling" | "autoPrompting"): string {
  const names = plans.filter((plan) => plan[feature]).map((plan) => plan.name);
  return names.length <= 1 ? (names[0] ?? "no plan") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The plan ids, in the order of the pricing page: the API, the admin command and the migration derive from this. */
export type PlanId = Tier["id"];
// Pure: a browser chunk that reads the plans but not their ids (the profile) leaves this out.
export const planIds = /* @__PURE__ */ plans.map((plan) => plan.id) as PlanId[];
