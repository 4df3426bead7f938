/** The 404 page. */
export function NotFound() {
  return (
    <article className="page narrow">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p className="actions">
        <a className="button primary" href="/">Back to Home</a>
        <a className="button" href="/faq">Read the FAQ</a>
      </p>
    </article>
  );
}
