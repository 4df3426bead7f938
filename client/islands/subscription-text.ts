import type { Subscription } from "../subscription.ts";
import { plans } from "../../content/plans.ts";

// The display name is content/plans.ts's; an id the site does not know (a retired plan) shows as stored.
const planName = (id: string) => plans.find((plan) => plan.id === id)?.name ?? id;

/** A stored moment, or null when missing or unreadable. */
function readDate(value: string | null | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** SPEC §4: a date, or N/A when missing or unreadable. */
export const dateOrNA = (value: string | null | undefined): string => readDate(value)?.toLocaleDateString() ?? "N/A";

/**
 * SPEC §4: 'No active subscription', else 'Status - Plan Plan (Renews: date)'; a plan cancelled at the
 * end of its period says when it ends instead (issue 13). Reads any part of the body: a field missing
 * (an older API) reads as its default.
 */
export function subscriptionText(subscription: Partial<Subscription> | null): string {
  if (subscription?.status !== "active") return "No active subscription";
  const plan = subscription.plan ? planName(subscription.plan) : "None";
  const when = subscription.cancelAtPeriodEnd === true ? "Ends" : "Renews";
  // 'Status' capitalised, and only 'active' gets here.
  return `Active - ${plan} Plan (${when}: ${dateOrNA(subscription.currentPeriodEnd)})`;
}

/** A moment as the visitor's locale writes it, date and time (the API key's "last used" and "created"). */
export const dateTime = (date: Date): string => date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Under the API key: when it last compiled something through the API. */
export function lastUsedText(lastUsed: string | null): string {
  const date = readDate(lastUsed);
  return date ? `Last used through the API: ${dateTime(date)}.` : "Not used yet through the API.";
}
