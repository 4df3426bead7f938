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
  return dump(body, "");
}

/**
 * A plain scalar only when no YAML reader can take it for anything else: Home Assistant's loader is
 * YAML 1.1, which reads on/off/yes/no/y/n as booleans and 07:00:00 as a number (base 60). Entity ids,
 * services and keys are plain; everything else is a JSON string, which is valid double-quoted YAML.
 */
const PLAIN = /^[a-z_][a-z0-9_]*(?:\.[a-z0-9_]+)?$/;
const RESERVED = /^(?:y|n|yes|no|on|off|true|false|null)$/;
const scalar = (value: unknown): string =>
  typeof value === "number" || typeof value === "boolean" ? String(value)
  : typeof value === "string" && PLAIN.test(value) && !RESERVED.test(value) ? value
  : JSON.stringify(String(value)).replace(/[\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The result as block YAML, two spaces per level; a small writer rather than a YAML library so the
 * browser chunk stays small. Lists of maps start their first key on the dash line, as HA writes them.
 */
function dump(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return " []\n";
    return `\n${value.map((item) => `${indent}-${isMap(item) ? dump(item, `${indent}  `).replace(/^\n\s*/, " ") : dump(item, `${indent}  `)}`).join("")}`;
  }
  if (isMap(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return " {}\n";
    const body = entries.map(([key, v]) => `${indent}${scalar(key)}:${dump(v, `${indent}  `)}`).join("");
    return indent === "" ? body : `\n${body}`;
  }
  return ` ${scalar(value)}\n`;
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
