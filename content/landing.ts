import type { ValueCard } from "./types.ts";

/** Landing hero: the SPEC headline, its Alpha badge and a one-line lead. */
export const hero = {
  title: "The first AI-as-a-Service for Home Assistant",
  badge: "Alpha",
  lead:
    "Tell your home what to do in plain language. HomeDirective turns your directives into automations for your Home Assistant, with your data encrypted by a key that never leaves your instance.",
};

/** The three value cards under the hero. */
export const valueCards = [
  {
    title: "Write directives, not YAML",
    body:
      "Describe what should happen and when, like \"Close the living room shutters at sunset on weekdays\". HomeDirective works out the entities, times and conditions.",
  },
  {
    title: "Private by design",
    body:
      "AES-256-CBC with a random IV per item, HTTPS only, and a key generated locally on your instance that is never stored on our servers. You choose which entities are exposed.",
  },
  {
    title: "Made for Home Assistant",
    body:
      "A Lovelace dashboard card, built for hobbyists and power users: in closed alpha now, starting with shutters, lights, sensors and switches. A custom integration that runs directives by itself is on the roadmap.",
  },
] satisfies ValueCard[];

/** Closing call to action above the footer ('Apply for Alpha' and 'Join Discord' buttons). */
export const finalCta = {
  title: "Help shape HomeDirective",
  body:
    "The alpha is free: every plan comes with a 100% discount at checkout. Apply for a spot, or join our Discord to follow development and tell us what your home should do next.",
};
