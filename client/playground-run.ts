import { demoHome } from "../content/demo-home.ts";
import { playground } from "../content/playground.ts";
import { compileDirective, toYaml } from "../directive/index.ts";
import { COPY_FEEDBACK_MS } from "./copy.ts";

// The lazily loaded half of the playground: the compiler, its YAML writer and the demo home.

const part = <T extends HTMLElement = HTMLElement>(section: HTMLElement, name: string) =>
  section.querySelector<T>(`[data-playground-${name}]`)!;
const field = (section: HTMLElement) => section.querySelector<HTMLInputElement>("input[name=directive]")!;

/** Says the outcome in the live region; emptied first so the same words twice are heard twice. */
function announce(section: HTMLElement, words: string): void {
  const status = part(section, "status");
  status.textContent = "";
  requestAnimationFrame(() => (status.textContent = words));
}

function showError(section: HTMLElement, message: string): void {
  const error = part(section, "error");
  error.textContent = message;
  error.hidden = false;
  part(section, "result").hidden = true;
  field(section).setAttribute("aria-invalid", "true");
  field(section).setAttribute("aria-describedby", error.id);
  announce(section, message);
}

/** Compiles the field's directive against the demo home and shows the YAML or the compiler's message. */
export function compileFromForm(section: HTMLElement): void {
  const text = field(section).value.trim();
  if (!text) return showError(section, playground.empty);
  const result = compileDirective(text, demoHome);
  if (result.kind === "error") return showError(section, result.message);
  part(section, "error").hidden = true;
  field(section).removeAttribute("aria-invalid");
  field(section).removeAttribute("aria-describedby");
  part(section, "yaml").textContent = toYaml(result, { alias: text });
  part(section, "result").hidden = false;
  announce(section, playground.announce[result.kind]);
}

async function copy(section: HTMLElement, button: HTMLButtonElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(part(section, "yaml").textContent ?? "");
  } catch {
    return showError(section, playground.copyFailed);
  }
  button.textContent = playground.copied;
  announce(section, playground.copied);
  setTimeout(() => (button.textContent = "Copy"), COPY_FEEDBACK_MS);
}

/** An example fills the field and compiles at once; Copy puts the YAML on the clipboard. */
export function onClick(section: HTMLElement, button: HTMLButtonElement): void {
  if ("example" in button.dataset) {
    field(section).value = button.textContent ?? "";
    compileFromForm(section);
  } else if ("playgroundCopy" in button.dataset) {
    void copy(section, button);
  }
}
