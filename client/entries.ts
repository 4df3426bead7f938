/**
 * Client entries: what a page runs in the browser. The route table names one per route and the
 * esbuild step bundles each, so adding an entry is one line here (plus its client/<entry>.ts).
 */
export const entries = {
  page: "client/page.ts",
  home: "client/home.ts",
  app: "client/app.ts",
} as const;

/** The name of a client entry, as a route names it. */
export type Entry = keyof typeof entries;
