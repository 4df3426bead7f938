import { useEffect } from "react";
import { session } from "../../client/start-session.ts";
import { refreshSubscription } from "../../client/subscription.ts";

/** SPEC §9: the post-checkout redirect to /profile happens after 5 seconds. */
export const SUCCESS_REDIRECT_MS = 5000;

/** /subscription-success?session_id=…: refreshes the subscription, then goes to /profile. */
export default function SubscriptionSuccess() {
  useEffect(() => {
    // The checkout session id only tells us the visit came from checkout; the API holds the truth.
    void session()
      .then((s) => s.currentToken())
      .then(refreshSubscription);
    const timer = setTimeout(() => window.location.assign("/profile"), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className="page narrow card confirmation">
      <h1>Subscription Successful!</h1>
      <p>Thank you. Your subscription is being activated; we will take you to your profile in 5 seconds.</p>
      <p className="actions">
        <a className="button primary" href="/profile">Go to Profile</a>
      </p>
    </section>
  );
}
