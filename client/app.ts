import "./core.ts";
import { startIslands } from "./islands.ts";
import { enhance } from "./enhance.ts";
import { hasHandedOverToast } from "./toast.ts";

// Entry of the account and alpha pages. Signed out, their forms wait for the visitor's first move
// (client/islands/registry.ts), so the first paint runs neither React nor Firebase.
enhance();
const hasSession = "session" in document.documentElement.dataset;
void startIslands(hasSession, hasSession || hasHandedOverToast());
