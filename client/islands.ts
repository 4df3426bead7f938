import "./core.ts";
import { authStore } from "./auth-store.ts";
import { hydrateIslands } from "./hydrate.ts";

/**
 * Hydrates the page's islands and starts Firebase when a stored session (seen before paint) needs it.
 * Without one the visitor is signed out, known without Firebase: the SDK loads only when a form uses it.
 */
export async function startIslands(hasSession: boolean, eager = hasSession): Promise<void> {
  if (!hasSession) authStore.set((state) => ({ ...state, loading: false }));
  await hydrateIslands(eager);
  // The session's handle travels with React (islands/common.ts), which the hydration above has loaded.
  if (hasSession) await (await import("./islands/common.ts")).session();
}
