import { type ReactNode, createElement, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandPrefix, islands } from "../templates/islands/registry.ts";

/**
 * Until React listens, a submit would go the native way: a GET of the page with the form's fields
 * in the URL (the alpha form would put the visitor's e-mail there). Submits are held instead and
 * sent again once the island's hydration has committed and its handlers are live.
 */
function holdSubmits(element: HTMLElement): () => void {
  const held: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    held.push({ form: event.target as HTMLFormElement, submitter: event.submitter });
  };
  element.addEventListener("submit", hold, true);
  return () => {
    element.removeEventListener("submit", hold, true);
    for (const { form, submitter } of held.splice(0)) form.requestSubmit(submitter);
  };
}

/** Renders its one child unchanged (so ids and markup match the server's) and reports the commit. */
function Hydrated({ children, onCommit }: { children?: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, []);
  return children;
}

/** Hydrates every island on the page; each entry calls this once. */
export async function hydrateIslands(): Promise<void> {
  const elements = document.querySelectorAll<HTMLElement>("[data-island]");
  await Promise.all(
    Array.from(elements, async (element) => {
      const name = element.dataset.island as IslandName;
      if (!(name in islands)) return;
      const release = holdSubmits(element);
      const { default: component } = await islands[name]();
      const props = JSON.parse(element.dataset.props ?? "{}");
      const island = createElement(Hydrated, { onCommit: release }, createElement(component as never, props));
      hydrateRoot(element, island, { identifierPrefix: islandPrefix(name) });
    }),
  );
}
