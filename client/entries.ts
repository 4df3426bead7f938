/**
 * Client entries: what a page runs in the browser. The route table (templates/routes.ts) names one per
 * route and the esbuild step (pipeline/bundle.ts) bundles each, so adding an entry is one line here
 * (plus its client/<entry>.ts). Read by the build, never bundled itself.
 */
export const entries = {
  page: "client/page.ts",
  home: "client/home.ts",
  app: "client/app.ts",
} as const;

/** The name of a client entry, as a route names it. */
export type Entry = keyof typeof entries;

/**
 * An account page's entry (the alpha form, sign-in, the profile…): its forms need React and Firebase.
 * The benches hold these pages to the account budgets (bench/weights.ts, bench/lighthouse.ts).
 */
export const isAccountEntry = (entry: Entry): boolean => entry === "app";
