// The student's own program: the editor (a text box named "Program"), Run and Stop, and the
// replay of the run with the student's stack on the maze. The run, its sentences, its
// replay's steps and what each shows come from the bridge (labyrinth/browser/program.py);
// this pane lays them out and paints the step's frame.
import { CheckList } from "./check_list";
import { type Core, Ended, Refusal } from "./core";
import { ProgramEditor } from "./editor";
import { download } from "./files";
import { type Frame, paint } from "./painter";
import { Player } from "./player";
import type { Programs } from "./programs";
import { showListing, showStack } from "./teach_pane";

export interface ProgramView {
  step: number;
  steps: number;
  last: boolean;
  source: { lines: string[]; line: number };
  /** The lines where play stops (from 1). */
  breakpoints: number[];
  /** Play stopped at a breakpoint (program_play). */
  halted?: boolean;
  /** A breakpoint set or taken away, in a sentence (program_breakpoint). */
  said?: string;
  failing: boolean;
  stack: { heading: string[]; rows: string[][] };
  counters: string;
  sentence: string;
  verdict: string;
  good: boolean;
  solved: boolean;
  stopped: boolean;
  printed: string;
  frame: Frame;
}

/** A run's answer: its replay, or (nothing ran) the precheck's mistake and its line. */
type Ran = ({ ran: true } & ProgramView) | { ran: false; sentence: string; line: number };

export interface ProgramHost {
  /** The page's maze: a run's options come from there. */
  core: Core;
  /** The workers that run programs and replay them. */
  programs: Programs;
  canvas: HTMLCanvasElement;
  /** Screen pixels a picture pixel for a picture of ``size``, fitted to the maze's pane. */
  scale(size: [number, number]): number;
  speak(sentence: string): void;
  /** The replay's canvas in place of the maze's picture, or the picture again. */
  replaying(on: boolean): void;
  /** Back to the maze's form. */
  closed(): void;
  /** Steps a second at each speed of the slider. */
  speeds(): number[];
  words(): Record<string, string>;
}

/** The lesson open in the pane: Run and Check go to its mazes, its text is kept with it. */
export interface LessonWork {
  /** The name its program is saved as. */
  readonly fileName: string;
  keep(text: string): void;
  checked(answer: Record<string, unknown>): void;
}

function element<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

function storageKey(kind: string): string {
  return `labyrinth-program-${kind}`;
}

/** The text of a ``kind`` program the browser kept, if any. */
function keptText(kind: string): string | null {
  try {
    return localStorage.getItem(storageKey(kind));
  } catch {
    return null;
  }
}

export class ProgramPane {
  readonly section = element<HTMLElement>("program");
  readonly editor = new ProgramEditor(element("program-editor"), "Program", (text) =>
    this.keep(text),
  );
  private readonly run = element<HTMLButtonElement>("program-run");
  private readonly stop = element<HTMLButtonElement>("program-stop");
  private readonly checkButton = element<HTMLButtonElement>("program-check");
  private readonly checks: CheckList;
  private readonly outcome = element<HTMLParagraphElement>("program-outcome");
  private readonly replay = element<HTMLElement>("program-replay");
  private readonly number = element<HTMLInputElement>("program-number");
  private readonly playButton = element<HTMLButtonElement>("program-play");
  private readonly speed = element<HTMLInputElement>("program-speed");
  private readonly listing = element<HTMLOListElement>("program-code");
  private readonly player: Player;
  private template = "";
  private kind = "";
  private shown: ProgramView | null = null;
  /** A picture on the canvas that is no replay's step: a checked maze, a walked lesson. */
  private pictured = false;
  private lesson: LessonWork | null = null;
  /** Counts the lessons opened and left: a run that ends after its lesson was left is not
   * shown in the next one. */
  private opening = 0;
  running = false;

  constructor(private readonly host: ProgramHost) {
    this.run.addEventListener("click", () => this.start());
    this.checkButton.addEventListener("click", () => this.check());
    element("program-save").addEventListener("click", () => {
      const name = this.lesson?.fileName ?? `${this.kind || "program"}.py`;
      download(name, new Blob([this.editor.text], { type: "text/x-python;charset=utf-8" }));
    });
    const picker = element<HTMLInputElement>("program-file");
    picker.addEventListener("change", async () => {
      const file = picker.files?.[0];
      picker.value = "";
      if (file) await this.openFile(file);
    });
    this.checks = new CheckList(element("program-results"), {
      core: host.core,
      programs: host.programs,
      say: (sentence, good) => this.say(sentence, good), // a live region: heard
      line: (number) => this.editor.selectLine(number),
      picture: (frame) => this.picture(frame),
      checked: (answer) => this.lesson?.checked(answer),
      words: () => host.words(),
    });
    this.stop.addEventListener("click", () => this.stopProgram());
    element("program-close").addEventListener("click", () => host.closed());
    element("program-first").addEventListener("click", () => this.go({ to: "first" }));
    element("program-back").addEventListener("click", () => this.go({ by: -1 }));
    element("program-step").addEventListener("click", () => this.go({ by: 1 }));
    element("program-last").addEventListener("click", () => this.go({ to: "last" }));
    this.playButton.addEventListener("click", () => this.togglePlay());
    // a click on a line of the listing: a breakpoint there, or none any more
    this.listing.addEventListener("click", (event) => {
      const line = (event.target as HTMLElement).closest("li");
      if (line) this.breakpoint([...this.listing.children].indexOf(line) + 1);
    });
    this.player = new Player({
      step: async (ticks) => {
        const view = await this.call("program_play", { ticks });
        return view && { ended: Boolean(view.halted) || view.last, sentence: view.sentence };
      },
      rate: () => host.speeds()[Number(this.speed.value)],
      speak: (sentence) => host.speak(sentence),
      changed: () => this.relabel(),
    });
    this.number.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      this.go({ step: this.number.value });
    });
  }

  /** Open the editor: with the ``kind`` program's template (builder, walker) when it held
   * another kind (Ctrl+Z in the editor brings the text back), else with its text as it was. */
  async open(kind: string): Promise<void> {
    const other = kind !== this.kind;
    this.leaveLesson();
    this.kind = kind;
    this.section.hidden = false;
    const kept = other ? keptText(kind) : null;
    if (kept !== null) this.editor.text = kept;
    else await this.retemplate(other);
  }

  /** The editor for the ``lesson``, with ``code`` (the lesson's own code: ``first``). */
  openLesson(lesson: LessonWork, code: string, first: string): void {
    this.halt();
    this.close();
    this.checks.clear();
    this.say("", false);
    this.lesson = null; // the lesson's code put in is no change of the student's
    this.kind = "";
    this.template = first;
    this.editor.reset(code);
    this.lesson = lesson;
    this.section.classList.add("lesson");
    this.section.hidden = false;
  }

  /** The editor's own programs again, the lesson's text kept with it. */
  leaveLesson(): void {
    if (!this.lesson) return;
    this.halt();
    this.lesson = null;
    this.section.classList.remove("lesson");
    this.kind = "";
    this.close();
    this.checks.clear();
  }

  /** The student's text of this kind of program, kept in the browser for the next visit (a
   * template as it came is not: it comes again in the page's language); a lesson's text is
   * kept with its progress. */
  private keep(text: string): void {
    if (this.lesson) {
      this.lesson.keep(text);
      return;
    }
    if (!this.kind) return;
    try {
      if (text && text !== this.template) localStorage.setItem(storageKey(this.kind), text);
      else localStorage.removeItem(storageKey(this.kind));
    } catch {
      // storage refused (a private window's quota): the text stays in the editor alone
    }
  }

  /** The editor closed, its text kept for the next time (a run going on is stopped). */
  hide(): void {
    this.halt();
    this.close();
    this.checks.clear();
    this.section.hidden = true;
  }

  /** After a switch of language: an unchanged template in the new language (``always``:
   * the template whatever the text). */
  async retemplate(always = false): Promise<void> {
    const before = this.editor.text;
    if (!this.kind || (!always && before && before !== this.template)) return;
    try {
      const { text } = await this.host.programs.call<{ text: string }>("program_template", {
        kind: this.kind,
      });
      // typed in while the template came (the worker starts at the first): the student's
      if (this.editor.text !== before) return;
      this.template = text; // first: the editor's change is then no text of the student's
      this.editor.text = text;
    } catch (error) {
      this.said(error);
    }
  }

  /** Run the program on the maze shown: its replay, or its mistake at its line. */
  async start(): Promise<void> {
    if (this.running) return;
    this.showRunning(true);
    this.checks.clear();
    this.close(); // the last run's replay goes: this one is under way
    this.say(this.host.words().running ?? "", false);
    const opening = this.opening;
    try {
      const source = this.editor.text;
      const { options, budget } = await this.host.core.call<Record<string, unknown>>(
        this.lesson ? "lesson_run_options" : "program_options",
        { source },
      );
      const job = budget ? { options, budget } : { options };
      if (opening !== this.opening) return; // its lesson was left meanwhile
      const ran = await this.host.programs.run<Ran>("program_run", source, job);
      if (opening !== this.opening) return; // its lesson was left meanwhile
      if (ran.ran) {
        this.show(ran); // its verdict in the outcome's live region: heard
        // in a lesson, Run tries the first maze: the lesson's mark is Check's
        if (this.lesson) this.say(`${ran.verdict}\n${this.host.words().lesson_run}`, ran.good);
      } else {
        this.close();
        this.say(ran.sentence, false);
        this.editor.selectLine(ran.line);
      }
    } catch (error) {
      if (opening !== this.opening) return; // ended with its lesson: nothing of it to say
      if (error instanceof Ended) await this.ended();
      else this.said(error);
    } finally {
      this.showRunning(false);
    }
  }

  /** A program file in the editor (Ctrl+Z brings the text before back), read as the desktop
   * reads one; a file that cannot be read is one sentence. */
  private async openFile(file: File): Promise<void> {
    try {
      const { text } = await this.host.core.open<{ text: string }>(
        file.name,
        await file.arrayBuffer(),
        "program_file",
      );
      this.close();
      this.editor.text = text;
      this.say("", false);
    } catch (error) {
      this.said(error);
    }
  }

  /** Check the program on several mazes (a lesson's, or the seeded ones). */
  async check(): Promise<void> {
    if (this.running) return;
    this.showRunning(true);
    this.close();
    const opening = this.opening;
    try {
      await this.checks.run(this.editor.text, this.lesson !== null);
    } catch (error) {
      if (opening === this.opening && !(error instanceof Ended)) this.said(error);
    } finally {
      this.showRunning(false);
      // the check kept the text it checked: what was typed meanwhile is kept after it
      if (opening === this.opening) this.lesson?.keep(this.editor.text);
    }
  }

  /** ``frame`` on the canvas in place of the maze's picture (no replay's step). */
  picture(frame: Frame): void {
    this.close();
    this.pictured = true;
    this.host.replaying(true);
    paint(this.host.canvas, frame, this.host.scale(frame.size));
  }

  /** Stop: the program running stopped (its replay shows where), a check under way ended. */
  private stopProgram(silent = false): void {
    if (!this.running) return;
    this.checks.cancel(silent);
    this.host.programs.stop();
  }

  /** The lesson changed or the editor closed: what runs is stopped and not shown. */
  private halt(): void {
    this.opening += 1;
    this.stopProgram(true);
  }

  /** Stop ended the run's worker: the last run's replay went with it; the sentence comes
   * from the worker that took over. */
  private async ended(): Promise<void> {
    this.close();
    const { sentence } = await this.host.programs.call<{ sentence: string }>("program_ended");
    this.say(sentence, false);
  }

  private async go(args: Record<string, unknown>): Promise<void> {
    this.player.stop();
    const view = await this.call("program_go", args);
    if (view) this.host.speak(view.sentence);
  }

  /** Play from the step shown (from the first when at the last), or pause. */
  private togglePlay(): void {
    if (this.player.playing) {
      this.player.stop();
      return;
    }
    if (this.shown?.last) this.call("program_go", { to: "first" });
    this.player.start();
  }

  /** A breakpoint on ``line`` (without one: the line of the step shown), or none any more:
   * said to a screen reader. */
  private async breakpoint(line?: number): Promise<void> {
    const view = await this.call("program_breakpoint", line === undefined ? {} : { line });
    if (view?.said) this.host.speak(view.said);
  }

  /** A replay call's view, shown; null when refused (said in the pane). */
  private async call(name: string, args: Record<string, unknown>): Promise<ProgramView | null> {
    try {
      const view = await this.host.programs.call<ProgramView>(name, args);
      this.show(view);
      return view;
    } catch (error) {
      this.player.stop();
      this.said(error);
      return null;
    }
  }

  /** Play or Pause on the button, in the words of the moment. */
  relabel(): void {
    const words = this.host.words();
    this.playButton.textContent = this.player.playing ? words.pause : words.play;
    this.playButton.setAttribute("aria-pressed", String(this.player.playing));
  }

  /** Whether a run's replay is shown. */
  get replaying(): boolean {
    return this.shown !== null;
  }

  /** The replay's keys, as the teaching view's: Right and Left step, Home and End go to
   * either end. */
  key(event: KeyboardEvent): boolean {
    const keys: Record<string, () => void> = {
      ArrowRight: () => this.go({ by: 1 }),
      ArrowLeft: () => this.go({ by: -1 }),
      Home: () => this.go({ to: "first" }),
      End: () => this.go({ to: "last" }),
      " ": () => this.togglePlay(),
      b: () => this.breakpoint(),
      B: () => this.breakpoint(),
    };
    const action = keys[event.key];
    if (!action) return false;
    action();
    return true;
  }

  /** The replay closed (the program changed, or a new maze is shown). */
  close(): void {
    this.player.stop();
    if (this.pictured) {
      this.pictured = false;
      if (!this.shown) this.host.replaying(false);
    }
    if (!this.shown) return;
    this.shown = null;
    this.replay.hidden = true;
    this.section.classList.remove("replaying");
    this.host.replaying(false);
  }

  private show(view: ProgramView): void {
    this.shown = view;
    this.pictured = false;
    this.replay.hidden = false;
    this.section.classList.add("replaying");
    this.host.replaying(true);
    this.say(view.verdict, view.good);
    const listing = this.listing;
    showListing(
      listing,
      view.source.lines,
      view.source.line - 1,
      view.failing ? "failing" : "current",
      view.breakpoints,
    );
    const current = listing.querySelector<HTMLElement>("[aria-current]");
    // the line in view inside the listing, which scrolls on its own
    if (current) listing.scrollTop = current.offsetTop - listing.clientHeight / 2;
    showStack(element("program-stack-head"), element("program-stack-body"), view.stack);
    element("program-sentence").textContent = view.sentence;
    element("program-counters").textContent = view.counters;
    element("program-printed").textContent = view.printed;
    element("program-steps").textContent = `/ ${view.steps}`;
    this.number.value = String(view.step);
    paint(this.host.canvas, view.frame, this.host.scale(view.frame.size));
  }

  private showRunning(on: boolean): void {
    this.running = on;
    this.run.disabled = on;
    this.checkButton.disabled = on;
    this.stop.disabled = !on;
    this.section.setAttribute("aria-busy", String(on));
    if (on) this.stop.focus();
    else if (document.activeElement === this.stop) this.run.focus();
  }

  private say(sentence: string, good: boolean): void {
    this.outcome.textContent = sentence;
    this.outcome.classList.toggle("good", good);
  }

  private said(error: unknown): void {
    if (!(error instanceof Refusal)) throw error;
    this.say(error.message, false);
  }
}
