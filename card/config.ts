/** The card's config: what is not secret (the API's address, what is exposed), and its checks. */

export interface CardConfig {
  type: string;
  /** The HomeDirective API; the build's API_URL when absent. */
  api_url?: string;
  /** What is exposed: an entity matching any list is; with no list, every entity of a domain the compiler knows. */
  areas?: string[];
  domains?: string[];
  entities?: string[];
}

const LISTS = ["areas", "domains", "entities"] as const;
const HTTPS = /^https:\/\/[^\s/?#@]+(?:\/[^\s]*)?$/;
/** Development against an API on the same computer: nothing crosses a network in the clear. */
const LOOPBACK = /^http:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?(?:\/[^\s]*)?$/;

/** The config as given, or a sentence saying what is wrong with it (shown by HA in place of the card). */
export function checkConfig(config: unknown): CardConfig {
  if (typeof config !== "object" || config === null) throw new Error("The card's config must be a mapping with type: custom:homedirective-card.");
  const given = config as Record<string, unknown>;
  // Dashboards are sent to every user of the instance and pasted into forum posts: a key there leaks.
  if ("api_key" in given) {
    throw new Error("Remove api_key from the card's config: the card asks for the key once and keeps it in your Home Assistant user's own storage, never in the dashboard.");
  }
  // The key and the home travel to this address, and the compile answers it gives are written into HA.
  if (given.api_url !== undefined && !(typeof given.api_url === "string" && (HTTPS.test(given.api_url) || LOOPBACK.test(given.api_url)))) {
    throw new Error("api_url must be an https:// address, such as https://api.homedirective.ai (http:// only for this computer: localhost, 127.0.0.1 or [::1]).");
  }
  for (const list of LISTS) {
    const value = given[list];
    if (value !== undefined && !(Array.isArray(value) && value.every((v) => typeof v === "string"))) {
      throw new Error(`${list} must be a list of ${list === "entities" ? "entity ids" : list === "areas" ? "area ids" : "domains"}.`);
    }
  }
  return given as unknown as CardConfig;
}

/** What the card picker previews and a new card starts with: nothing to fill in, every known domain exposed. */
export const stubConfig = (): Omit<CardConfig, "type"> => ({});

/** HA's built-in form editor (ha-form selectors): the card ships no editor code of its own. */
export const configForm = {
  schema: [
    { name: "areas", selector: { area: { multiple: true } } },
    { name: "domains", selector: { select: { multiple: true, custom_value: true, options: [] as string[] } } },
    { name: "entities", selector: { entity: { multiple: true } } },
    { name: "api_url", selector: { text: { type: "url" } } },
  ],
  computeLabel: (field: { name: string }) => LABELS[field.name],
  computeHelper: (field: { name: string }) => HELPERS[field.name],
};

const LABELS: Record<string, string> = {
  areas: "Exposed areas",
  domains: "Exposed domains",
  entities: "Exposed entities",
  api_url: "API address (leave empty for HomeDirective's)",
};
const HELPERS: Record<string, string> = {
  areas: "Entities in these areas are sent to HomeDirective. Leave every list empty to expose lights, switches, covers, climate, fans, scenes and sensors.",
  entities: "The API key is not set here: the card asks for it and keeps it in your own user storage.",
};
