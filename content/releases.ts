import type { Release } from "./types.ts";

/** Release log, newest first; exactly one entry is the latest. */
export const releases = [
  {
    version: "v0.10.0",
    title: "The dashboard card",
    description:
      "The Lovelace dashboard card (homedirective-card.js, card v0.10.0, shown in its footer): write a directive, review the YAML it will write, and create, run, pause, edit or delete it in Home Assistant. It writes nothing it has not checked against what you expose. Directive records are encrypted in your Home Assistant, plans hold their device and automation limits, a recovery key restores your directives on another Home Assistant, and Pro and Power User suggest directives for your home. Install it with HACS (see the docs).",
    isLatest: true,
    card: { version: "0.10.0" },
  },
  {
    version: "v0.9.0",
    title: "Closed & Open Alpha",
    description:
      "The closed alpha continues with invited testers, and anyone can now apply through the open application form. Every plan is free during alpha (100% discount at checkout) for shutters, lights, sensors and switches.",
    isLatest: false,
  },
  {
    version: "v0.8.0",
    title: "Accounts and API keys",
    description:
      "Sign up with e-mail and password, see your API key and subscription status on your profile, and copy the key in one click.",
    isLatest: false,
  },
  {
    version: "v0.7.0",
    title: "Local key encryption",
    description:
      "Every item is encrypted with AES-256-CBC and a random IV using a key generated on your own instance; our servers never store it.",
    isLatest: false,
  },
  {
    version: "v0.6.0",
    title: "Directive engine preview",
    description:
      "First internal build that understands directives for lights and switches, including times of day, weekdays and sunset.",
    isLatest: false,
  },
] satisfies Release[];
