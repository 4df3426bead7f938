import type { IslandName } from "./registry.ts";

/**
 * The identifierPrefix both sides pass to React, so useId values match across hydration. A file of its
 * own: the browser's hydration imports it, and importing the registry would put the registry's module in
 * a chunk shared with the registry's entry (pipeline/bundle.ts).
 */
export const islandPrefix = (name: IslandName) => `${name}-`;
