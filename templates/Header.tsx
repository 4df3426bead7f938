import type { Site } from "../content/types.ts";
import { Island } from "./Island.tsx";

const themes = [
  { value: "dark", label: "Dark" },
  { value: "light", label: "Light" },
  { value: "system", label: "System" },
];

/** Site header: brand, main navigation, theme control and the account island (signed-out by default). */
export function Header({ site, path }: { site: Site; path: string }) {
  return (
    <header className="site-header">
      <div className="bar">
        <a href="/" className="brand">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
          </svg>
          <span>{site.name}</span>
        </a>
        <nav aria-label="Main" className="main-nav">
          <ul>
            {site.nav.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={link.href === path ? "page" : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <select className="theme-control needs-js" data-theme-select aria-label="Theme" defaultValue="dark">
          {themes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        <Island name="account" props={{}} className="account" />
      </div>
    </header>
  );
}
