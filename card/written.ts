/**
 * What the card writes into Home Assistant (an automation's config) or runs there (an immediate
 * action's steps), built by the card from a compile answer's result, and the YAML the review shows,
 * rendered from that same object with the compiler's YAML writer: what is reviewed is what is written.
 */
import { toYaml } from "../directive/yaml.ts";
import type { Action, Result } from "./api.ts";

export interface AutomationConfig {
  alias: string;
  description: string;
  triggers: unknown[];
  conditions: unknown[];
  actions: unknown[];
  mode: "single" | "restart";
}

export type Written = { kind: "automation"; config: AutomationConfig; yaml: string } | { kind: "action"; actions: Action[]; yaml: string };

const ALIAS_MAX = 100;

/** The directive as HA's automation name: one line, a capital first, cut at a word with "…" past 100 characters (as toYaml writes it). */
export function aliasOf(text: string): string {
  let one = text.replace(/\s+/g, " ").trim();
  const cut = one.lastIndexOf(" ", ALIAS_MAX - 1);
  // Never longer than 100 after the cut, so toYaml's own cut leaves it as it is.
  if (one.length > ALIAS_MAX) one = `${one.slice(0, cut > 0 ? cut : ALIAS_MAX - 1).replace(/[,.;:]$/, "")}…`;
  return one.charAt(0).toUpperCase() + one.slice(1);
}

/** The body HA's automation editor would save; no `id` inside: HA would save it under that id instead of the URL's. */
export function automationConfig(directive: string, parts: { triggers: unknown[]; conditions: unknown[]; actions: unknown[] }): AutomationConfig {
  // A wait in the actions ("for 10 minutes"): a new trigger restarts it, so motion keeps the light on.
  const mode = JSON.stringify(parts.actions).includes('"delay"') ? "restart" : "single";
  const { triggers, conditions, actions } = parts;
  return { alias: aliasOf(directive), description: `Created by HomeDirective from the directive: “${directive}”`, triggers, conditions, actions, mode };
}

/** The automation's YAML, from the config itself (toYaml writes alias, description, the three parts and mode, in HA's order). */
export const configYaml = (config: AutomationConfig) =>
  toYaml({ kind: "automation", triggers: config.triggers, conditions: config.conditions, actions: config.actions } as never, { alias: config.alias, description: config.description });

/** What a result becomes in this home; null for a refusal (nothing to write). */
export function writtenOf(directive: string, result: Result): Written | null {
  if (result.kind === "automation") {
    const config = automationConfig(directive, result);
    return { kind: "automation", config, yaml: configYaml(config) };
  }
  if (result.kind === "action") return { kind: "action", actions: result.actions, yaml: toYaml({ kind: "action", actions: result.actions }) };
  return null;
}

/** What is written, in the compiler's result shape: what the checks read. */
export const resultOf = (written: Written): { kind: string; triggers?: unknown[]; conditions?: unknown[]; actions: unknown[] } =>
  written.kind === "automation"
    ? { kind: "automation", triggers: written.config.triggers, conditions: written.config.conditions, actions: written.config.actions }
    : { kind: "action", actions: written.actions };
