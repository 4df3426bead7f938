import { hydrateIslands } from "./hydrate.ts";
import { session } from "./start-session.ts";

/** Hydrates the page's islands; Firebase starts only when the page or a stored session needs it. */
export async function startIslands(needsAuth: boolean): Promise<void> {
  await hydrateIslands();
  if (needsAuth) await session();
}
