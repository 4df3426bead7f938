/** Where a lost visitor can go next, with a line on what each place holds. */
const waysOn = [
  { href: "/", label: "Home", hint: "What HomeDirective does, the roadmap and the release log." },
  { href: "/docs", label: "Docs", hint: "How directives work and which devices the alpha supports." },
  { href: "/contact", label: "Contact", hint: "Write to us or ask on Discord if you were looking for something." },
];

/** The 404 page: what happened, and a way on (home, docs, contact) instead of a dead end. */
export function NotFound() {
  return (
    <article className="page narrow">
      <p className="badge">404</p>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <ul className="ways">
        {waysOn.map((way) => (
          <li key={way.href}>
            <a className="card" href={way.href}>
              <strong>{way.label}</strong>
              <span>{way.hint}</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
