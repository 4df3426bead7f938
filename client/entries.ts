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
 * Entries whose modules load after the first paint (the pre-paint script reads them from data-modules),
 * so they never share the network or the main thread with it: the informational pages, where every
 * script enhances HTML that is already whole. The account pages' modules stay parser-deferred module
 * scripts: from the moment their entry runs it holds the forms' submits (client/hydrate.ts), and a
 * submit before that would go the native way, with the fields (an e-mail) in the URL.
 */
export const afterPaint: Record<Entry, boolean> = { page: true, home: true, app: false };

/** An account page's entry: its forms hold submits from the start and need React and Firebase (the benches' "account page"). */
export const isAccountEntry = (entry: Entry): boolean => !afterPaint[entry];
