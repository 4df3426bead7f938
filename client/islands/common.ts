/**
 * What the islands share: React with the mount, the header's islands (on every page), the form parts, the
 * action hook, and the handle that starts the Firebase session. Every module that uses React imports this
 * file (through client/core.ts's rule: one set of entries, one chunk), so a page fetches React and all of
 * this as one file. pipeline/bundle.ts refuses a build where a module using React does not import it.
 */
import "../core.ts";
import "./Form.tsx";
import "./action.ts";
import "../use-store.ts";
import "../leaving.ts";
export { session } from "../start-session.ts";
export { hydrateIsland } from "../mount.tsx";
export { default as AccountMenu } from "./AccountMenu.tsx";
export { default as Toaster } from "./Toaster.tsx";
