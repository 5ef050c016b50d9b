// The teaching view's pane: the book's method with the line of the step, the open calls,
// the counters and the sentence, and the controls that move through the steps. What a step
// shows comes whole from the bridge (labyrinth/browser/teaching.py); this pane lays it out.
import type { Frame } from "./painter";

export interface TeachView {
  tick: number;
  step: number;
  steps: number;
  last: boolean;
  book: boolean;
  loop: boolean;
  source: { lines: string[]; line: number };
  stack: { rows: string[][]; heading: string[] };
  titles: { code: string; stack: string };
  sentence: string;
  counters: string;
  dead_end: boolean;
  frame: Frame;
  stopped?: boolean;
  said?: string;
}

export interface TeachActions {
  go(tick: number): void;
  by(ticks: number): void;
  /** To the step typed in the step box (the bridge reads it, or says what is wrong). */
  goToStep(typed: string): void;
  play(): void;
  close(): void;
  /** Recursion or loop: the walk is recorded the other way. */
  switched(): void;
  /** Python or Java: the same step, shown in the other text. */
  refresh(): void;
}

function element<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

export class TeachPane {
  readonly section = element<HTMLElement>("teach");
  readonly java = element<HTMLInputElement>("teach-java");
  readonly loop = element<HTMLInputElement>("teach-loop");
  readonly deadEnds = element<HTMLInputElement>("teach-dead-ends");
  readonly speed = element<HTMLInputElement>("teach-speed");
  private readonly code = element<HTMLOListElement>("teach-code");
  private readonly stackHead = element<HTMLTableRowElement>("teach-stack-head");
  private readonly stackBody = element<HTMLTableSectionElement>("teach-stack-body");
  private readonly counters = element<HTMLPreElement>("teach-counters");
  private readonly sentence = element<HTMLParagraphElement>("teach-sentence");
  private readonly number = element<HTMLInputElement>("teach-number");
  private readonly steps = element<HTMLSpanElement>("teach-steps");
  private readonly playButton = element<HTMLButtonElement>("teach-play");
  private shown: TeachView | null = null;

  constructor(actions: TeachActions) {
    element("teach-first").addEventListener("click", () => actions.go(-1));
    element("teach-back").addEventListener("click", () => actions.by(-1));
    element("teach-step").addEventListener("click", () => actions.by(1));
    element("teach-last").addEventListener("click", () => actions.go(Number.MAX_SAFE_INTEGER));
    this.playButton.addEventListener("click", () => actions.play());
    element("teach-close").addEventListener("click", () => actions.close());
    this.java.addEventListener("change", () => actions.refresh());
    this.loop.addEventListener("change", () => actions.switched());
    this.number.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      actions.goToStep(this.number.value);
    });
  }

  get tick(): number {
    return this.shown?.tick ?? -1;
  }

  get atEnd(): boolean {
    return this.shown?.last ?? false;
  }

  show(view: TeachView): void {
    this.shown = view;
    const source = view.source;
    // Java and the loop are the book's walk's; another algorithm has its Python text only
    for (const choice of [this.java, this.loop]) {
      (choice.closest("label") as HTMLElement).hidden = !view.book;
    }
    showListing(this.code, source.lines, source.line);
    showStack(this.stackHead, this.stackBody, view.stack);
    this.counters.textContent = view.counters;
    element("teach-code-title").textContent = view.titles.code;
    element("teach-stack-title").textContent = view.titles.stack;
    this.sentence.textContent = view.sentence;
    this.number.value = String(view.step);
    this.steps.textContent = `/ ${view.steps}`;
  }

  showPlaying(playing: boolean, words: Record<string, string>): void {
    this.playButton.textContent = playing ? words.pause : words.play;
    this.playButton.setAttribute("aria-pressed", String(playing));
  }
}

/** ``lines`` in ``list`` (made anew only when they changed), line ``index`` (from 0) marked
 * as the current one, in the class ``mark``; the lines ``breakpoints`` (from 1) marked as
 * such. */
export function showListing(
  list: HTMLOListElement,
  lines: string[],
  index: number,
  mark = "current",
  breakpoints: number[] = [],
) {
  const listing = lines.join("\n");
  if (list.dataset.listing !== listing) {
    list.dataset.listing = listing;
    list.replaceChildren(
      ...lines.map((text) => {
        const item = document.createElement("li");
        item.textContent = text;
        return item;
      }),
    );
  }
  list.querySelectorAll("li").forEach((item, at) => {
    const current = at === index;
    item.classList.toggle("current", current && mark === "current");
    item.classList.toggle("failing", current && mark === "failing");
    item.classList.toggle("breakpoint", breakpoints.includes(at + 1));
    if (current) item.setAttribute("aria-current", "step");
    else item.removeAttribute("aria-current");
  });
}

/** The stack's heading and rows in a table; a folded row spans the columns. */
export function showStack(
  head: HTMLTableRowElement,
  body: HTMLTableSectionElement,
  stack: { heading: string[]; rows: string[][] },
): void {
  head.replaceChildren(...stack.heading.map((text) => cell("th", text)));
  body.replaceChildren(
    ...stack.rows.map((row) => {
      const line = document.createElement("tr");
      line.append(...row.map((text) => cell("td", text)));
      if (row.length === 1) line.cells[0].colSpan = stack.heading.length;
      return line;
    }),
  );
}

function cell(kind: "th" | "td", text: string): HTMLTableCellElement {
  const made = document.createElement(kind);
  made.textContent = text;
  if (kind === "th") made.scope = "col";
  return made;
}
