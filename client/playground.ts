import { interaction } from "./hydration/interaction.ts";
import { storageKeys } from "./storage-keys.ts";

/**
 * The playground's first-load part: nothing but listeners. The compiler (and its YAML writer) is a
 * separate chunk, fetched with the islands' `interaction` strategy (first focus, press or key inside
 * the section), so the landing page's first load stays within its JavaScript budget.
 */
export function startPlayground(): void {
  const section = document.querySelector<HTMLElement>("[data-playground]");
  if (!section) return;
  showKeptHome(section);
  let loading: Promise<typeof import("./playground-run.ts")> | undefined;
  const load = () => (loading ??= import("./playground-run.ts"));
  interaction(section, () => void load());
  // Until the chunk is here, a submit or an example's click waits for it instead of being lost.
  section.addEventListener("submit", (event) => {
    event.preventDefault();
    void load().then((run) => run.compileFromForm(section), () => showLoadFailure(section));
  });
  section.addEventListener("click", (event) => {
    const target = (event.target as Element).closest("button");
    if (!target || target.type === "submit") return;
    void load().then((run) => run.onClick(section, target), () => showLoadFailure(section));
  });
}

/** A home kept from an earlier visit shows at once (words prerendered in data-mine); the chunk adds its counts. */
function showKeptHome(section: HTMLElement): void {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(storageKeys.playgroundHome);
  } catch {
    // Storage blocked: the demo home it is.
  }
  if (!kept) return;
  const inUse = section.querySelector<HTMLElement>("[data-playground-in-use]")!;
  inUse.textContent = inUse.dataset.mine ?? "";
  section.querySelector<HTMLElement>("[data-playground-forget-home]")!.hidden = false;
}

function showLoadFailure(section: HTMLElement): void {
  const error = section.querySelector<HTMLElement>("[data-playground-error]")!;
  error.textContent = error.dataset.loadFailed ?? "";
  error.hidden = false;
}
