import type { ReactNode } from "react";
import type { Site } from "../content/types.ts";
import { Consent } from "./Consent.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { Island } from "./Island.tsx";

/** What surrounds every page: skip link, header, main, footer, consent element and the toast region. */
export function Layout({ site, path, children }: { site: Site; path: string; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header site={site} path={path} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer site={site} />
      <Consent />
      <Island name="toasts" props={{}} />
    </>
  );
}
