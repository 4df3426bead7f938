import "./core.ts";
import { demoHome } from "../content/demo-home.ts";
import { playground } from "../content/playground.ts";
import { compileDirective, describe, toYaml } from "../directive/index.ts";
import { COPY_FEEDBACK_MS } from "./copy.ts";
import { forgetHome, keptHome, showHomeError, showHomeInUse, useHome } from "./playground-home.ts";

// The lazily loaded half of the playground: the compiler, its YAML writer, the demo home and the
// visitor's own ("Use my home", playground-home.ts).

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

/** Compiles the field's directive against the visitor's kept home, else the demo home, and shows the YAML or the compiler's message. */
export function compileFromForm(section: HTMLElement): void {
  showHomeInUse(section);
  const text = field(section).value.trim();
  if (!text) return showError(section, playground.empty);
  const kept = keptHome();
  const result = compileDirective(text, kept?.prepared ?? demoHome);
  if (result.kind === "error") return showError(section, result.message);
  part(section, "error").hidden = true;
  field(section).removeAttribute("aria-invalid");
  field(section).removeAttribute("aria-describedby");
  part(section, "summary").textContent = describe(result, kept?.home ?? demoHome);
  part(section, "yaml").textContent = toYaml(result, { alias: text });
  part(section, "steps").hidden = result.kind !== "automation";
  part(section, "action-note").hidden = result.kind === "automation";
  part(section, "result").hidden = false;
  announce(section, playground.announce[result.kind]);
}

/** Copies a block's text; the button shows the tick for 2 s, then its own label again. */
async function copy(section: HTMLElement, button: HTMLButtonElement, source: string, failed: () => void): Promise<void> {
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(part(section, source).textContent ?? "");
  } catch {
    return failed();
  }
  button.textContent = playground.copied;
  announce(section, playground.copied);
  setTimeout(() => (button.textContent = label), COPY_FEEDBACK_MS);
}

/** An example fills the field and compiles at once; the Copy buttons, Use this home and Forget my home act. */
export function onClick(section: HTMLElement, button: HTMLButtonElement): void {
  const say = (words: string) => announce(section, words);
  if ("example" in button.dataset) {
    field(section).value = button.textContent ?? "";
    compileFromForm(section);
  } else if ("playgroundCopy" in button.dataset) {
    void copy(section, button, "yaml", () => showError(section, playground.copyFailed));
  } else if ("playgroundCopyTemplate" in button.dataset) {
    void copy(section, button, "template", () => showHomeError(section, playground.myHome.copyFailed, say));
  } else if ("playgroundUseHome" in button.dataset) {
    useHome(section, say);
  } else if ("playgroundForgetHome" in button.dataset) {
    forgetHome(section, say);
  }
}
