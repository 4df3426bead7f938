import type { Site } from "../content/types.ts";

const isExternal = (href: string) => /^https?:/.test(href);

/** Footer link groups (Product, Company, Legal) and the button that reopens the consent choice. */
export function Footer({ site }: { site: Site }) {
  return (
    <footer className="site-footer">
      <div className="footer-groups">
        {site.footer.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel={isExternal(link.href) ? "noopener" : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-meta">
        <p>
          {site.name}: founded in {site.company.founded}, based in {site.company.country}.{" "}
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <button type="button" className="link-button needs-js" data-consent-open>
          Cookie settings
        </button>
      </div>
    </footer>
  );
}
