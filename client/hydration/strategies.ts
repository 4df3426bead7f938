import type { Hydration } from "../islands/registry.ts";
import { idle } from "./idle.ts";
import { interaction } from "./interaction.ts";
import { now } from "./now.ts";
import { visible } from "./visible.ts";

/** When an island hydrates: each strategy calls `hydrate` once, at its moment. */
export const strategies: Record<Hydration, (element: HTMLElement, hydrate: () => void) => void> = { now, idle, visible, interaction };
