import "./common.ts";
import { useEffect, useState } from "react";
import { session } from "../start-session.ts";
import { confirmSubscription } from "../checkout.ts";
import { showToast } from "../toast.ts";

/** SPEC §9: the post-checkout redirect to /profile happens after 5 seconds. */
export const SUCCESS_REDIRECT_MS = 5000;

type State = "confirming" | "confirmed" | "failed";

/** Asks the API to confirm this account's checkout session; resolves to the sentence that went wrong, or null. */
async function confirm(): Promise<string | null> {
  const sessionId = new URLSearchParams(window.location.search).get("session_id");
  if (!sessionId) return "This page confirms a checkout, but its address has no session_id; choose a plan on your profile.";
  const token = await (await session()).currentToken();
  if (!token) return "Sign in with the account that checked out to confirm the subscription.";
  try {
    await confirmSubscription(token, sessionId);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * /subscription-success?session_id=…: the API confirms the session belongs to the signed-in account
 * (syncing from the provider if its webhook is late) before anything says it succeeded; then the
 * subscription is refreshed and the visitor goes to /profile after 5 s. Anything else: an error toast.
 */
export default function SubscriptionSuccess() {
  const [state, setState] = useState<State>("confirming");
  useEffect(() => {
    let current = true;
    void confirm().then((problem) => {
      if (!current) return;
      setState(problem ? "failed" : "confirmed");
      if (problem) showToast(problem, "error");
    });
    return () => void (current = false);
  }, []);
  useEffect(() => {
    if (state !== "confirmed") return;
    const timer = setTimeout(() => window.location.assign("/profile"), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <section className="page narrow card confirmation" aria-busy={state === "confirming" || undefined}>
      <h1 className="stack">{inOneCell(HEADINGS, state)}</h1>
      <p className="stack" role={state === "confirming" ? undefined : "status"}>
        {inOneCell(TEXTS, state)}
      </p>
      <p className="actions">
        <a className="button primary" href="/profile">Go to Profile</a>
      </p>
    </section>
  );
}

/**
 * The current state's words, with every state's words beside them unseen in the same grid cell (.stack):
 * the longest reserves the height from the first paint, so the answer replacing "Confirming…" moves
 * nothing below it (CLS 0). The words change inside one element, so the answer is no new paint for LCP.
 */
const inOneCell = (words: Record<State, string>, state: State) => [
  <span key="current" data-current="">
    {words[state]}
  </span>,
  ...Object.values(words).map((text) => (
    <span key={text} aria-hidden="true">
      {text}
    </span>
  )),
];

const HEADINGS: Record<State, string> = {
  confirming: "Confirming your subscription…",
  confirmed: "Subscription Successful!",
  failed: "We could not confirm this checkout",
};

const TEXTS: Record<State, string> = {
  confirming: "One moment: we are checking your checkout with our payment records.",
  confirmed: "Thank you. Your plan is active; we will take you to your profile in 5 seconds.",
  failed: "Nothing was changed. Your profile shows your current plan and lets you choose one.",
};
