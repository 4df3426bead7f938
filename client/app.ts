import "./core.ts";
import { authStore } from "./auth-store.ts";
import { enhance } from "./enhance.ts";
import { hydrateIslands } from "./hydrate.ts";
import { hasHandedOverToast } from "./toast.ts";

// Entry of the account and alpha pages. Signed out, their forms wait for the visitor's first move
// (client/islands/registry.ts), so the first paint runs neither React nor Firebase. An informational
// page imports this module too when a stored session or a handed-over toast needs its islands
// (client/page.ts): one file then holds the hydration code for both, instead of an entry and a chunk.
enhance(() => import("./analytics.ts"));
const hasSession = "session" in document.documentElement.dataset;
// Without a stored session the visitor is signed out, known without Firebase: the SDK loads only when a form uses it.
if (!hasSession) authStore.set((state) => ({ ...state, loading: false }));
// With one, every island hydrates at once (the page shows the user from the start), then Firebase starts;
// its handle travels with React (islands/common.ts), which the hydration has loaded by then.
void hydrateIslands(hasSession || hasHandedOverToast()).then(async () => {
  if (hasSession) await (await import("./islands/common.ts")).session();
});
