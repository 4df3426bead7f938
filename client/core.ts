/**
 * What every page runs, React or not: the theme and consent controls, the stores, the toast, the
 * interaction trigger, and the API and subscription calls (client/session.ts, which imports only this
 * file of ours, needs them).
 *
 * esbuild puts each module into one chunk per set of entries that reach it (an entry being a page's
 * entry or a lazy import()). Every entry imports this file, so all of these are reached by the same
 * set and travel as one file, instead of one small file apiece, each with its own request and its own
 * gzip overhead. pipeline/bundle.ts refuses a build where an entry does not import it.
 */
import "./enhance.ts";
import "./toast.ts";
import "./auth-store.ts";
import "./api.ts";
import "./subscription.ts";
import "./hydration/interaction.ts";
import "./copy.ts";
