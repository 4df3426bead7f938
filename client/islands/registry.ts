/**
 * The one island registry, shared by the build (renderToString) and the browser (hydrateRoot).
 * Lazy imports let esbuild split each island into its own chunk, so a page fetches only its own; the
 * header's two, on every page, travel with React in common.ts.
 */
export const islands = {
  account: () => import("./common.ts").then((m) => ({ default: m.AccountMenu })),
  toasts: () => import("./common.ts").then((m) => ({ default: m.Toaster })),
  alpha: () => import("./AlphaForm.tsx"),
  login: () => import("./LoginForm.tsx"),
  register: () => import("./RegisterForm.tsx"),
  profile: () => import("./Profile.tsx"),
  success: () => import("./SubscriptionSuccess.tsx"),
  forgot: () => import("./ForgotPasswordForm.tsx"),
  action: () => import("./AccountAction.tsx"),
};

export type IslandName = keyof typeof islands;

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

/** The identifierPrefix both sides pass to React, so useId values match across hydration. */
export const islandPrefix = (name: IslandName) => `${name}-`;
