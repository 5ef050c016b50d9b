// The lessons above the program's editor: the desktop's nine and a teacher's lesson files, the
// lesson's text and its hints one by one, the lesson walked by hand with the arrow keys, and
// the student's progress — kept in the browser's storage as the text of the desktop's
// progress.txt, saved and opened as that file. Every rule (which code a lesson shows, what a
// pass is, what the file may hold) is the bridge's (labyrinth/browser/lessons.py).
import { type Core, Refusal } from "./core";
import { download } from "./files";
import type { Frame } from "./painter";
import type { LessonWork, ProgramPane } from "./program_pane";

interface Listed {
  lessons: { id: string; title: string; kind: string; passed: boolean }[];
  progress?: string;
}

interface Opened {
  id: string;
  title: string;
  kind: string;
  text: string;
  hints: string[];
  hint_labels: string[];
  code: string;
  first: string;
  /** The lesson's first maze, where Run runs the program (null: a walked lesson's comes
   * with its walk). */
  frame: Frame | null;
}

interface Walked {
  frame: Frame;
  sentence: string;
  over: boolean;
  lessons?: Listed["lessons"];
  progress?: string;
}

export interface LessonHost {
  core: Core;
  program: ProgramPane;
  speak(sentence: string): void;
  /** A sentence about a file or the progress, in the page's problem line. */
  problem(sentence: string): void;
  /** The lesson shown changed: the page's address follows. */
  changed(): void;
  words(): Record<string, string>;
}

/** Where the browser keeps the progress's text, and the code typed last until it is in it. */
const PROGRESS_KEY = "labyrinth-progress";
const PENDING_KEY = "labyrinth-progress-pending";
/** How long typing pauses before the lesson's code is kept. */
const KEEP_AFTER_MS = 400;
/** The arrow keys' headings. */
const HEADINGS: Record<string, string> = {
  ArrowUp: "north",
  ArrowRight: "east",
  ArrowDown: "south",
  ArrowLeft: "west",
};

function element<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** ``text`` kept under ``key`` (null: nothing any more). */
function storeAs(key: string, text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // storage refused (a private window's quota): Save progress still has it
  }
}

/** The code typed last and not yet in the progress: its lesson's id and the code (null: none,
 * or a note that is not one, as another page's script might leave). */
function pendingCode(): { id: string; code: string } | null {
  try {
    const note = JSON.parse(stored(PENDING_KEY) ?? "null");
    const whole = typeof note?.id === "string" && typeof note?.code === "string";
    return whole ? { id: note.id, code: note.code } : null;
  } catch {
    return null;
  }
}

function store(progress: string | undefined): void {
  if (progress !== undefined) storeAs(PROGRESS_KEY, progress);
}

export class LessonPane implements LessonWork {
  private readonly part = element<HTMLElement>("lesson");
  private readonly choice = element<HTMLSelectElement>("lesson-choice");
  private readonly hintButton = element<HTMLButtonElement>("lesson-hint");
  private readonly hints = element<HTMLUListElement>("lesson-hints");
  /** Offered once the lesson is passed: the lesson after it in the list. */
  private readonly next = element<HTMLButtonElement>("lesson-next");
  /** The pane's heading: "Lessons" while they are shown, else "Program". */
  private readonly heading = element<HTMLHeadingElement>("program-title");
  private opened: Opened | null = null;
  private hintsShown = 0;
  private keeping = 0;
  /** The code typed last, until it is kept (a copy in the storage, for a page closed). */
  private pending: { id: string; code: string } | null = null;
  private started = false;
  /** The addresses of the lessons opened from the page's site, by id: the link keeps them. */
  private readonly fromSiteAt = new Map<string, string>();
  /** The lesson open, or null. */
  id: string | null = null;

  constructor(private readonly host: LessonHost) {
    this.choice.addEventListener("change", () => this.open(this.choice.value));
    this.hintButton.addEventListener("click", () => this.nextHint());
    element("lesson-walk").addEventListener("click", () => this.walk());
    this.next.addEventListener("click", () => this.openNext());
    element("progress-save").addEventListener("click", () => this.saveProgress());
    this.picker("progress-file", "progress_import", async (answer) => {
      this.list(answer as unknown as Listed);
      if (this.id) await this.open(this.id); // the code the file brought
      element("lesson-said").textContent = String(answer.said ?? "");
    });
    this.picker("lesson-file", "lesson_file", async (answer) => {
      this.list(answer as unknown as Listed);
      await this.open(String(answer.id));
    });
  }

  /** Whether the open lesson is walked by hand (the arrow keys walk). */
  get walking(): boolean {
    return this.opened?.kind === "walk";
  }

  /** The lessons shown, ``id`` open (else the first not passed yet). */
  async show(id: string | null): Promise<void> {
    this.part.hidden = false;
    document.body.classList.add("lessons");
    this.heading.textContent = this.host.words().lessons ?? "";
    if (!this.started) {
      const listed = await this.host.core.call<Listed & { problem: string | null }>(
        "lessons_start",
        { progress: stored(PROGRESS_KEY) ?? "", pending: pendingCode() },
      );
      this.started = true;
      if (listed.problem) this.host.problem(listed.problem);
      else store(listed.progress);
      storeAs(PENDING_KEY, null);
      this.list(listed);
    }
    const next = [...this.choice.options].find((option) => !option.dataset.passed);
    const first = next?.value ?? this.choice.options[0]?.value ?? "";
    // a lesson the link names that is not there: said, and the next lesson opens
    if (!(id && (await this.open(id)))) await this.open(first);
  }

  /** The lessons gone from the pane (their progress stays kept). */
  hide(): void {
    this.part.hidden = true;
    document.body.classList.remove("lessons");
    this.heading.textContent = this.host.words().program ?? "";
    this.host.program.leaveLesson();
    this.setWalking(false);
    if (this.started) this.flush();
    if (this.opened) this.host.core.call("lesson_close").catch(() => {});
    this.opened = this.id = null;
  }

  /** The value of the link's ``lesson``: the open lesson's id, or the address it was
   * opened from on the page's site. */
  get linkValue(): string | null {
    return this.id && (this.fromSiteAt.get(this.id) ?? this.id);
  }

  /** The name a lesson's program is saved as. */
  get fileName(): string {
    return `${this.id ?? "lesson"}.py`;
  }

  /** The lesson ``id``: its text, its first hint's button, its code in the editor. */
  async open(id: string): Promise<boolean> {
    await this.flush();
    let opened: Opened;
    try {
      opened = await this.host.core.call<Opened>("lesson_open", { id });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.host.problem(error.message);
      return false;
    }
    if (this.part.hidden) return false; // the lessons were left meanwhile
    this.opened = opened;
    this.id = opened.id;
    this.next.hidden = true;
    this.choice.value = opened.id;
    this.hintsShown = 0;
    this.showTexts();
    this.setWalking(opened.kind === "walk");
    if (opened.kind === "walk") {
      this.host.program.leaveLesson();
      await this.walk();
    } else {
      this.host.program.openLesson(this, opened.code, opened.first);
      if (opened.frame) this.host.program.picture(opened.frame);
    }
    this.host.changed();
    return true;
  }

  /** After a switch of language: the list, the lesson's title, text and hints in it (its
   * code, a run or check under way, a walk stay as they are). */
  async relanguage(): Promise<void> {
    if (!this.started || this.part.hidden) return;
    this.list(await this.host.core.call<Listed>("lessons_list"));
    const id = this.id;
    if (!id) return;
    const opened = await this.host.core.call<Opened>("lesson_open", { id });
    if (this.part.hidden || this.id !== id) return;
    this.opened = opened;
    this.showTexts();
  }

  private showTexts(): void {
    const opened = this.opened;
    if (!opened) return;
    element("lesson-title").textContent = opened.title;
    element("lesson-text").textContent = opened.text;
    this.showHints();
  }

  /** The lesson's code as typed: kept a moment after the last key (at once in the
   * browser's storage as it is, so that a page closed meanwhile loses nothing). */
  keep(text: string): void {
    if (!this.id) return;
    this.pending = { id: this.id, code: text };
    storeAs(PENDING_KEY, JSON.stringify(this.pending));
    window.clearTimeout(this.keeping);
    this.keeping = window.setTimeout(() => this.flush(), KEEP_AFTER_MS);
  }

  /** The code typed last kept in the progress now (before another lesson opens, a file
   * is opened or the lessons close). */
  async flush(): Promise<void> {
    window.clearTimeout(this.keeping);
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    try {
      const answer = await this.host.core.call<{ progress: string }>("lesson_keep", pending);
      store(answer.progress);
      storeAs(PENDING_KEY, null);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.host.problem(error.message);
    }
  }

  /** A check's end: its progress kept, the list marked; Next lesson offered when the lesson
   * it checked, still open, passed. */
  checked(answer: Record<string, unknown>): void {
    store(answer.progress as string | undefined);
    if (answer.lessons) this.list(answer as unknown as Listed);
    if (answer.all_passed && answer.lesson === this.id) this.offerNext();
  }

  /** The Next lesson button, when a lesson follows this one. */
  private offerNext(): void {
    const options = [...this.choice.options];
    const at = options.findIndex((option) => option.value === this.id);
    this.next.hidden = at < 0 || at + 1 >= options.length;
  }

  private async openNext(): Promise<void> {
    const options = [...this.choice.options];
    const following = options[options.findIndex((option) => option.value === this.id) + 1];
    if (!following) return;
    await this.open(following.value);
    this.choice.focus();
  }

  /** An arrow key on a walked lesson: a step that way (not in a field, a slider, a list or
   * the lesson's text, where the arrows have their own work). */
  key(event: KeyboardEvent): boolean {
    const heading = HEADINGS[event.key];
    const target = event.target as HTMLElement | null;
    const own = target?.closest?.("input, select, textarea, [contenteditable], #lesson-text");
    if (!this.walking || !heading || own) return false;
    this.walk(heading);
    return true;
  }

  /** The walked lesson's maze from its start again, or a step to ``heading``. */
  private async walk(heading?: string): Promise<void> {
    const walked = await this.host.core.call<Walked>("lesson_walk", heading ? { heading } : {});
    if (this.part.hidden) return; // the lessons were left meanwhile
    this.host.program.picture(walked.frame);
    this.host.speak(walked.sentence);
    element("lesson-said").textContent = walked.sentence;
    if (walked.lessons) {
      store(walked.progress);
      this.list(walked as unknown as Listed);
      this.offerNext();
    }
  }

  private setWalking(on: boolean): void {
    this.host.program.section.classList.toggle("walking", on);
    element("lesson-walk").hidden = !on;
    element("lesson-walk-keys").hidden = !on;
    element("lesson-said").textContent = "";
  }

  private list(listed: Listed): void {
    const chosen = this.choice.value;
    this.choice.replaceChildren(
      ...listed.lessons.map((lesson) => {
        const option = new Option(`${lesson.passed ? "✓" : "○"} ${lesson.title}`, lesson.id);
        if (lesson.passed) option.dataset.passed = "yes";
        return option;
      }),
    );
    if (chosen) this.choice.value = this.id ?? chosen;
  }

  private nextHint(): void {
    if (this.opened && this.hintsShown < this.opened.hints.length) this.hintsShown += 1;
    this.showHints();
    const last = this.hints.lastElementChild;
    if (last) this.host.speak(last.textContent ?? "");
  }

  private showHints(): void {
    const opened = this.opened;
    if (!opened) return;
    this.hints.replaceChildren(
      ...opened.hints.slice(0, this.hintsShown).map((hint) => {
        const item = document.createElement("li");
        item.textContent = hint;
        return item;
      }),
    );
    this.hintButton.textContent = opened.hint_labels[this.hintsShown];
    this.hintButton.disabled = this.hintsShown >= opened.hints.length;
  }

  private async saveProgress(): Promise<void> {
    await this.flush();
    const { progress } = await this.host.core.call<{ progress: string }>("lesson_progress");
    download("progress.txt", new Blob([progress], { type: "text/plain;charset=utf-8" }));
  }

  /** A teacher's lesson file from the page's own site (a link's ``lesson=…/x.lesson``),
   * opened; one from elsewhere is refused, as the browser would refuse to read it. */
  async fromSite(address: string): Promise<void> {
    const id = await this.readFromSite(address);
    if (id) this.fromSiteAt.set(id, address);
    await this.show(id);
  }

  /** The id of the lesson file at ``address``, read into the list; null when it cannot be
   * (said in the problem line). */
  private async readFromSite(address: string): Promise<string | null> {
    const url = new URL(address, location.href);
    const words = this.host.words();
    if (url.origin !== location.origin) {
      this.host.problem(words.lesson_elsewhere ?? "");
      return null;
    }
    const response = await fetch(url);
    if (!response.ok) {
      this.host.problem(words.lesson_missing ?? "");
      return null;
    }
    const name = url.pathname.split("/").pop() || "lesson.lesson";
    try {
      const answer = await this.host.core.open<{ id: string }>(
        name,
        await response.arrayBuffer(),
        "lesson_file",
      );
      return answer.id;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.host.problem(error.message);
      return null;
    }
  }

  /** The file input ``id`` hands its file to the bridge's ``call``; ``then`` gets the answer,
   * a refusal is said. */
  private picker(
    id: string,
    call: string,
    then: (answer: Record<string, unknown>) => void | Promise<void>,
  ) {
    const input = element<HTMLInputElement>(id);
    input.addEventListener("change", async () => {
      const file = input.files?.[0];
      input.value = "";
      if (!file) return;
      await this.flush();
      try {
        const answer = await this.host.core.open<Record<string, unknown>>(
          file.name,
          await file.arrayBuffer(),
          call,
        );
        store(answer.progress as string | undefined);
        await then(answer);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        this.host.problem(error.message);
      }
    });
  }
}
