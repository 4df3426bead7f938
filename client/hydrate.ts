import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandPrefix, islands } from "../templates/islands/registry.ts";

/** Hydrates every island on the page (or only the named ones) that is not hydrated yet. */
export async function hydrateIslands(only?: IslandName[]): Promise<void> {
  const elements = document.querySelectorAll<HTMLElement>("[data-island]:not([data-hydrated])");
  await Promise.all(
    Array.from(elements, async (element) => {
      const name = element.dataset.island as IslandName;
      if (!(name in islands) || (only && !only.includes(name))) return;
      element.dataset.hydrated = "";
      const { default: component } = await islands[name]();
      const props = JSON.parse(element.dataset.props ?? "{}");
      hydrateRoot(element, createElement(component as never, props), { identifierPrefix: islandPrefix(name) });
    }),
  );
}
