/** The card's entry: defines its elements (each prefixed homedirective-) and lists it in HA's card picker. */
import { HomeDirectiveCard } from "./element.ts";
import { HomeDirectiveList } from "./list.ts";
import { CARD_VERSION } from "./version.ts";

const define = (name: string, element: CustomElementConstructor) => customElements.get(name) || customElements.define(name, element);
define("homedirective-list", HomeDirectiveList);
define("homedirective-card", HomeDirectiveCard);

const w = window as unknown as { customCards?: { type: string; name: string; description: string; preview?: boolean; documentationURL?: string; version?: string }[] };
w.customCards ??= [];
if (!w.customCards.some((c) => c.type === "homedirective-card")) {
  w.customCards.push({
    type: "homedirective-card",
    name: "HomeDirective",
    description: "Write a directive in plain English, review the automation, and create it, pause it or delete it.",
    preview: true,
    documentationURL: "https://homedirective.ai/docs",
    version: CARD_VERSION,
  });
}
