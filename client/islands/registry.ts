/**
 * The one island registry, read by the build: it renders each island with renderToString and writes the
 * island's module URL into its element (data-module, and data-export for a named export), which is all
 * the browser's hydration needs, so the browser never carries this table of every island on the site.
 *
 * The bundle has this file as an entry of its own, never loaded by a page: its lazy imports are what make
 * esbuild split each island into its own chunk, so a page fetches only its own; the header's two, on
 * every page, travel with React in common.ts. Like every entry it imports core.ts (pipeline/bundle.ts).
 */
import "../core.ts";

export const islands = {
  account: { load: () => import("./common.ts"), export: "AccountMenu" },
  toasts: { load: () => import("./common.ts"), export: "Toaster" },
  alpha: { load: () => import("./AlphaForm.tsx") },
  login: { load: () => import("./LoginForm.tsx") },
  register: { load: () => import("./RegisterForm.tsx") },
  profile: { load: () => import("./Profile.tsx") },
  success: { load: () => import("./SubscriptionSuccess.tsx") },
  forgot: { load: () => import("./ForgotPasswordForm.tsx") },
  action: { load: () => import("./AccountAction.tsx") },
} as const;

export type IslandName = keyof typeof islands;

/** The export that holds an island's component: `default` unless the registry names another. */
export type IslandExport<N extends IslandName> = (typeof islands)[N] extends { export: infer E extends string } ? E : "default";

/**
 * When an island hydrates for a visitor with no stored session (one with a session, or with a toast
 * handed over, hydrates every island at once: client/hydrate.ts). `now` is the default.
 * - interaction: on the first focus, press or key inside it (client/hydration/interaction.ts), submits held
 *   meanwhile: the prerendered form is usable at once and React and Firebase arrive with the visitor's first move.
 * - session: only with a stored session: signed out, the header's prerendered links are already right.
 * - companion: together with the first island that hydrates: the toast region, since only island code toasts.
 */
export type Hydration = "now" | "interaction" | "session" | "companion";

/** Islands that hydrate later than "now"; the page carries it in data-hydrate. */
export const hydration: Partial<Record<IslandName, Hydration>> = {
  account: "session",
  toasts: "companion",
  alpha: "interaction",
  login: "interaction",
  register: "interaction",
  forgot: "interaction",
};
