import "./core.ts";
import { startIslands } from "./islands.ts";
import { enhance } from "./enhance.ts";
import { hasHandedOverToast } from "./toast.ts";

// Entry of the account and alpha pages. Signed out, their forms wait for the visitor's first move
// (client/islands/registry.ts), so the first paint runs neither React nor Firebase. An informational
// page imports this module too when a stored session or a handed-over toast needs its islands
// (client/page.ts): one file then holds the hydration code for both, instead of an entry and a chunk.
enhance();
const hasSession = "session" in document.documentElement.dataset;
void startIslands(hasSession, hasSession || hasHandedOverToast());
