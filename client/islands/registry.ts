/**
 * The one island registry, shared by the build (renderToString) and the browser (hydrateRoot).
 * Lazy imports let esbuild split each island into its own chunk, so a page fetches only its own.
 */
export const islands = {
  account: () => import("./AccountMenu.tsx"),
  toasts: () => import("./Toaster.tsx"),
  alpha: () => import("./AlphaForm.tsx"),
  login: () => import("./LoginForm.tsx"),
  register: () => import("./RegisterForm.tsx"),
  profile: () => import("./Profile.tsx"),
  success: () => import("./SubscriptionSuccess.tsx"),
  forgot: () => import("./ForgotPasswordForm.tsx"),
  action: () => import("./AccountAction.tsx"),
};

export type IslandName = keyof typeof islands;

/** When an island hydrates in the browser (client/hydration/): at once, when idle, when scrolled into view, or on first use. */
export type Hydration = "now" | "idle" | "visible" | "interaction";

/** Islands that hydrate later than "now", the default; the page carries it in data-hydrate. */
export const hydration: Partial<Record<IslandName, Hydration>> = {};

/** The identifierPrefix both sides pass to React, so useId values match across hydration. */
export const islandPrefix = (name: IslandName) => `${name}-`;
