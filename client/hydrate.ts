import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandPrefix, islands } from "../templates/islands/registry.ts";

/** Hydrates every island on the page; each entry calls this once. */
export async function hydrateIslands(): Promise<void> {
  const elements = document.querySelectorAll<HTMLElement>("[data-island]");
  await Promise.all(
    Array.from(elements, async (element) => {
      const name = element.dataset.island as IslandName;
      if (!(name in islands)) return;
      const { default: component } = await islands[name]();
      const props = JSON.parse(element.dataset.props ?? "{}");
      hydrateRoot(element, createElement(component as never, props), { identifierPrefix: islandPrefix(name) });
    }),
  );
}
