import type { Subscription } from "../../client/subscription.ts";

const capitalise = (words: string) =>
  words.split(/[-_ ]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");

/** SPEC §4: a date, or N/A when missing or unreadable. */
export function dateOrNA(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString() : "N/A";
}

/** SPEC §4: 'No active subscription', else 'Status - Plan Plan (Renews: date)'. */
export function subscriptionText(subscription: Subscription | null): string {
  if (subscription?.status !== "active") return "No active subscription";
  const plan = subscription.plan ? capitalise(subscription.plan) : "None";
  return `${capitalise(subscription.status)} - ${plan} Plan (Renews: ${dateOrNA(subscription.currentPeriodEnd)})`;
}
