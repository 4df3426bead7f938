import { dump } from "js-yaml";
import type { Result } from "./types.ts";

export interface YamlOptions {
  /** The automation's name in Home Assistant; the directive itself is a good one. */
  alias?: string;
  description?: string;
}

const ALIAS_MAX = 100;

/** "close the shutters at sunset" → "Close the shutters at sunset"; a long one is cut at a word, with "…". */
const aliasOf = (text: string) => {
  let one = text.replace(/\s+/g, " ").trim();
  if (one.length > ALIAS_MAX) one = `${one.slice(0, one.lastIndexOf(" ", ALIAS_MAX - 1)).replace(/[,.;:]$/, "")}…`;
  return one.charAt(0).toUpperCase() + one.slice(1);
};

/**
 * Home Assistant YAML with its current keys (triggers/trigger, conditions/condition, actions/action).
 * An automation is ready for the automation editor; an immediate action is written as a script's
 * actions. A refusal becomes a YAML comment carrying its message, so nothing pasted can run by mistake.
 */
export function toYaml(result: Result, { alias, description }: YamlOptions = {}): string {
  if (result.kind === "error") return `# ${result.message.replace(/\n/g, " ")}\n`;
  const head = { ...(alias ? { alias: aliasOf(alias) } : {}), ...(description ? { description } : {}) };
  const body = result.kind === "automation"
    // A wait in the actions ("for 10 minutes"): a new trigger restarts it, so motion keeps the light on.
    ? { ...head, triggers: result.triggers, conditions: result.conditions, actions: result.actions, mode: JSON.stringify(result.actions).includes('"delay"') ? "restart" : "single" }
    : { ...head, actions: result.actions };
  // js-yaml's compatibility mode quotes what YAML 1.1 would misread (on, off, yes, 07:00:00), and
  // Home Assistant's loader is YAML 1.1.
  return dump(body, { lineWidth: -1, noRefs: true });
}
