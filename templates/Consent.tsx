/**
 * The consent element. Hidden unless <html data-consent="ask"> (set before paint when no choice is
 * stored, or by the footer button); Accept and Reject share one style so neither is favoured.
 */
export function Consent() {
  return (
    <section className="consent" aria-label="Cookie consent" data-consent-banner>
      <p>
        We would like to count page views with Google Analytics to learn which pages help. Nothing is loaded
        unless you accept; you can change your mind under “Cookie settings” in the footer.
      </p>
      <div className="consent-actions">
        <button type="button" className="button" data-consent-choice="accepted">
          Accept
        </button>
        <button type="button" className="button" data-consent-choice="rejected">
          Reject
        </button>
      </div>
    </section>
  );
}
