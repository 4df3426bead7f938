import { playground } from "../content/playground.ts";
import { homeProblem, prepareHome, type Home, type PreparedHome } from "../directive/index.ts";
import { storageKeys } from "./storage-keys.ts";

// "Use my home", in the playground's lazily loaded chunk: the visitor's pasted home is checked, kept in
// localStorage (never sent anywhere) and prepared once for the compiler; "Forget my home" removes it.

const words = playground.myHome;
const part = <T extends HTMLElement = HTMLElement>(section: HTMLElement, name: string) =>
  section.querySelector<T>(`[data-playground-${name}]`)!;

/** The kept home's text and its prepared index, so a large home is parsed once, not per compile. */
interface Kept {
  raw: string;
  home: Home;
  prepared: PreparedHome;
}
let cache: Kept | undefined;

function readKept(): string | null {
  try {
    return localStorage.getItem(storageKeys.playgroundHome);
  } catch {
    return null;
  }
}

/** The visitor's kept home, prepared for the compiler, or undefined for the demo home. */
export function keptHome(): Kept | undefined {
  const raw = readKept();
  if (!raw) return (cache = undefined);
  if (cache?.raw === raw) return cache;
  try {
    const home = JSON.parse(raw) as Home;
    if (homeProblem(home)) return undefined;
    return (cache = { raw, home, prepared: prepareHome(home) });
  } catch {
    return undefined;
  }
}

/** Says which home the playground compiles against, with the kept one's counts. */
export function showHomeInUse(section: HTMLElement): void {
  const kept = keptHome();
  part(section, "in-use").textContent = kept ? words.mineCounted(kept.home.areas.length, kept.home.entities.length) : words.demoInUse;
  part(section, "forget-home").hidden = !kept;
}

export function showHomeError(section: HTMLElement, message: string, announce: (words: string) => void): void {
  const error = part(section, "home-error");
  const field = part<HTMLTextAreaElement>(section, "home-json");
  error.textContent = message;
  error.hidden = false;
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", error.id);
  announce(message);
}

/** Checks the pasted JSON with the compiler's own homeProblem and keeps it; a problem is one sentence. */
export function useHome(section: HTMLElement, announce: (words: string) => void): void {
  const field = part<HTMLTextAreaElement>(section, "home-json");
  const raw = field.value.trim();
  if (!raw) return showHomeError(section, words.empty, announce);
  let home: unknown;
  try {
    home = JSON.parse(raw);
  } catch {
    return showHomeError(section, words.notJson, announce);
  }
  const problem = homeProblem(home);
  if (problem) return showHomeError(section, problem, announce);
  try {
    localStorage.setItem(storageKeys.playgroundHome, JSON.stringify(home));
  } catch {
    return showHomeError(section, words.tooLarge, announce);
  }
  part(section, "home-error").hidden = true;
  field.removeAttribute("aria-invalid");
  field.removeAttribute("aria-describedby");
  field.value = "";
  showHomeInUse(section);
  const { areas, entities } = home as Home;
  announce(words.used(areas.length, entities.length));
}

/** Removes the kept home; the demo home answers again. */
export function forgetHome(section: HTMLElement, announce: (words: string) => void): void {
  try {
    localStorage.removeItem(storageKeys.playgroundHome);
  } catch {
    // Nothing could have been kept.
  }
  cache = undefined;
  part(section, "home-error").hidden = true;
  showHomeInUse(section);
  part<HTMLTextAreaElement>(section, "home-json").focus();
  announce(words.forgotten);
}
