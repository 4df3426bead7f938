import { interaction } from "./hydration/interaction.ts";
import { islandPrefix } from "./islands/prefix.ts";
import type { Hydration, IslandName } from "./islands/registry.ts";

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

/**
 * The island's module is the one its element names (data-module, written by the build from the registry).
 * A module may export beforeHydrate(element), run just before hydration (AlphaForm's keeps its radio groups).
 */
async function hydrate(element: HTMLElement, name: IslandName, release: () => void): Promise<void> {
  const [{ hydrateIsland }, module] = await Promise.all([import("./islands/common.ts"), import(element.dataset.module!)]);
  const component = module[element.dataset.export ?? "default"];
  module.beforeHydrate?.(element);
  hydrateIsland(element, islandPrefix(name), component, JSON.parse(element.dataset.props ?? "{}"), release);
}

/**
 * Hydrates the page's islands, each when its strategy (data-hydrate, default now) says; with a stored
 * session or a handed-over toast (`eager`) all of them at once, because the page then shows the user or
 * the toast from the start. Resolves once the islands hydrating at once are hydrated. Each entry calls this once.
 */
export async function hydrateIslands(eager: boolean): Promise<void> {
  const found = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"), (element) => {
    const name = element.dataset.island as IslandName;
    const strategy = eager ? "now" : ((element.dataset.hydrate ?? "now") as Hydration);
    return { element, name, strategy };
  }).filter(({ element, strategy }) => element.dataset.module && strategy !== "session");
  const runs = found.map(({ element, name }) => {
    const release = holdSubmits(element);
    return () => hydrate(element, name, release).catch((error) => console.error(error));
  });
  // The first island to hydrate brings the companions (the toast region) along: only island code shows a toast.
  const companions = runs.filter((_, i) => found[i]!.strategy === "companion");
  const start = (run: () => Promise<void>) => {
    for (const companion of companions.splice(0)) void companion();
    return run();
  };
  const now = found.map(({ element, strategy }, i) => {
    if (strategy === "interaction") interaction(element, () => void start(runs[i]!));
    return strategy === "now" ? start(runs[i]!) : undefined;
  });
  await Promise.all(now);
}
