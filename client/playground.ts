import { interaction } from "./hydration/interaction.ts";

/**
 * The playground's first-load part: nothing but listeners. The compiler (and its YAML writer) is a
 * separate chunk, fetched with the islands' `interaction` strategy (first focus, press or key inside
 * the section), so the landing page's first load stays within its JavaScript budget.
 */
export function startPlayground(): void {
  const section = document.querySelector<HTMLElement>("[data-playground]");
  if (!section) return;
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

function showLoadFailure(section: HTMLElement): void {
  const error = section.querySelector<HTMLElement>("[data-playground-error]")!;
  error.textContent = error.dataset.loadFailed ?? "";
  error.hidden = false;
}
