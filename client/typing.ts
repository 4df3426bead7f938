import { typing } from "../content/directives.ts";

export interface TypingTiming {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

/** One state of the typing line, and how long it stays before the next one. */
export interface Frame {
  index: number;
  text: string;
  wait: number;
}

/**
 * The endless animation as data (SPEC §9: 40 ms per character typed, 20 ms per character deleted,
 * 1 s pause). The first example is already on the page, so the cycle starts with its pause.
 */
export function* typingFrames(examples: readonly string[], timing: TypingTiming): Generator<Frame> {
  for (let index = 0, first = true; ; index = (index + 1) % examples.length, first = false) {
    const text = examples[index] ?? "";
    if (!first) for (let n = 1; n < text.length; n++) yield { index, text: text.slice(0, n), wait: timing.typeMs };
    yield { index, text, wait: timing.pauseMs };
    for (let n = text.length - 1; n >= 0; n--) yield { index, text: text.slice(0, n), wait: timing.deleteMs };
  }
}

/** The examples that follow the one being typed, wrapping around the list. */
export const upcoming = (examples: readonly string[], index: number, count: number) =>
  Array.from({ length: count }, (_, i) => examples[(index + 1 + i) % examples.length] ?? "");

/**
 * Animates the landing page's typing line; with reduced motion the prerendered examples stay still.
 * The examples are read from the page's own list, so the bundle does not carry them a second time.
 */
export function startTyping(): void {
  const line = document.querySelector<HTMLElement>("[data-typing]");
  const list = document.querySelector<HTMLOListElement>("[data-upcoming]");
  const summaries = document.querySelectorAll("[data-summaries] > *");
  const directives = Array.from(document.querySelectorAll("[data-examples] li"), (li) => li.textContent ?? "");
  if (!line || !list || directives.length === 0 || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const frames = typingFrames(directives, typing);
  let shown = 0;
  const step = () => {
    const frame = frames.next().value as Frame;
    line.textContent = frame.text;
    if (frame.index !== shown) {
      shown = frame.index;
      summaries.forEach((summary, i) => summary.toggleAttribute("data-current", i === shown));
      list.replaceChildren(
        ...upcoming(directives, shown, typing.upcoming).map((text) => Object.assign(document.createElement("li"), { textContent: text })),
      );
    }
    setTimeout(step, frame.wait);
  };
  step();
}
