import type { Entry } from "../client/entries.ts";
import { organization } from "./pages/About.tsx";
import { AccountAction, Alpha, ForgotPassword, Login, Profile, Register, SubscriptionSuccess } from "./pages/Account.tsx";
import { Faq } from "./pages/Faq.tsx";
import { Home } from "./pages/Home.tsx";
import { NotFound } from "./pages/NotFound.tsx";
import { Pricing } from "./pages/Pricing.tsx";
import type { PageProps } from "./pages/props.ts";
import { Prose } from "./pages/Prose.tsx";

export interface Route {
  page: (props: PageProps) => React.JSX.Element;
  entry: Entry;
  jsonLd?: (props: PageProps) => object;
  /** Only for a signed-in visitor: without a stored session the pre-paint script goes to /login. */
  signedInOnly?: true;
}

/** The route table: every path of SPEC §2 and what renders it. Metadata lives in content/pages.ts. */
export const routes: Record<string, Route> = {
  "/": { page: Home, entry: "home" },
  "/pricing": { page: Pricing, entry: "page" },
  "/faq": { page: Faq, entry: "page" },
  "/security": { page: Prose, entry: "page" },
  "/docs": { page: Prose, entry: "page" },
  "/privacy": { page: Prose, entry: "page" },
  "/terms": { page: Prose, entry: "page" },
  "/about": { page: Prose, entry: "page", jsonLd: organization },
  "/contact": { page: Prose, entry: "page" },
  "/alpha": { page: Alpha, entry: "app" },
  "/login": { page: Login, entry: "app" },
  "/register": { page: Register, entry: "app" },
  "/profile": { page: Profile, entry: "app", signedInOnly: true },
  "/subscription-success": { page: SubscriptionSuccess, entry: "app" },
  "/forgot-password": { page: ForgotPassword, entry: "app" },
  "/account-action": { page: AccountAction, entry: "app" },
};

export const notFoundRoute: Route = { page: NotFound, entry: "page" };
