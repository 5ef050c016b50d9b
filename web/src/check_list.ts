// A program's check: the page's worker plans it (the lesson's mazes, or the seeded ones) and
// judges each run from what the program streamed in its own worker (checking.py), so the
// program never reaches its judge. This lists one sentence per maze, as the desktop does; a
// click on one shows that maze as the program left it, the fields at fault framed.
import { type Core, Ended } from "./core";
import type { Frame } from "./painter";
import type { Programs } from "./programs";

interface Plan {
  mazes?: { job: Record<string, unknown>; said: string }[];
  problems?: string[];
  line?: number;
}

interface Judged {
  line: string;
  passed: boolean;
  frame: Frame;
  done?: boolean;
  all_passed?: boolean;
  sentence?: string;
}

export interface CheckHost {
  core: Core;
  programs: Programs;
  /** A sentence in the pane's outcome line (``good``: in the colour of a pass). */
  say(sentence: string, good: boolean): void;
  /** The precheck's mistake at its line in the editor. */
  line(number: number): void;
  /** A maze's picture on the canvas. */
  picture(frame: Frame): void;
  /** The check's end, with the bridge's answer (a lesson's list and progress with it). */
  checked(answer: Record<string, unknown>): void;
  words(): Record<string, string>;
}

export class CheckList {
  private frames: Frame[] = [];
  /** Stop, another lesson or the editor closed: the check goes no further ("silent": nothing
   * of it said, the pane shows something else now). */
  private cancelled: "" | "said" | "silent" = "";

  constructor(
    private readonly list: HTMLOListElement,
    private readonly host: CheckHost,
  ) {
    list.addEventListener("click", (event) => {
      const item = (event.target as HTMLElement).closest("li");
      const index = item ? [...list.children].indexOf(item) : -1;
      if (index >= 0) this.showMaze(index);
    });
  }

  /** The check under way goes no further (its run is stopped apart); ``silent``: nothing of
   * it is said or shown any more. */
  cancel(silent = false): void {
    this.cancelled = silent ? "silent" : "said";
  }

  /** No results shown. */
  clear(): void {
    this.list.replaceChildren();
    this.list.hidden = true;
    this.frames = [];
  }

  /** Check ``source`` (on the open lesson's mazes with ``lesson``), maze by maze, until the
   * verdict, a mistake found before any run, or a Stop. */
  async run(source: string, lesson: boolean): Promise<void> {
    const { core, programs } = this.host;
    this.clear();
    this.cancelled = "";
    const plan = await core.call<Plan>("check_plan", { source, lesson });
    if (this.cancelled) return this.stopped();
    if (plan.problems) {
      this.host.say(plan.problems.join("\n"), false);
      if (plan.line) this.host.line(plan.line);
      return;
    }
    this.list.hidden = false;
    for (const maze of plan.mazes ?? []) {
      if (this.cancelled) return this.stopped();
      this.host.say(maze.said, false);
      let ran: { recording: string; stopped: boolean };
      try {
        ran = await programs.runAlone("program_record", source, maze.job);
      } catch (error) {
        if (!(error instanceof Ended)) throw error;
        ran = { recording: "", stopped: true };
      }
      if (ran.stopped || this.cancelled) return this.stopped();
      const { recording, stopped } = ran;
      const judged = await core.call<Judged>("check_judge", { recording, stopped });
      // the last maze judged: the lesson's outcome is kept, even when the pane moved on
      if (judged.done) this.host.checked(judged as unknown as Record<string, unknown>);
      if (this.cancelled) return this.stopped();
      this.add(judged);
      if (judged.done) {
        // the first maze that failed is shown, else the first
        const failed = [...this.list.children].findIndex((item) => item.classList.contains("bad"));
        this.showMaze(Math.max(0, failed));
        this.host.say(judged.sentence ?? "", Boolean(judged.all_passed));
      }
    }
  }

  /** The check ended by a Stop: said, unless the pane shows something else now. */
  private stopped(): void {
    if (this.cancelled !== "silent") this.host.say(this.host.words().check_stopped ?? "", false);
  }

  /** Maze ``index`` as the program left it, its line marked as the one shown. */
  private showMaze(index: number): void {
    this.host.picture(this.frames[index]);
    for (const [at, item] of [...this.list.children].entries()) {
      item.querySelector("button")?.setAttribute("aria-pressed", String(at === index));
    }
  }

  private add(judged: Judged): void {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = judged.line;
    item.append(button);
    item.classList.add(judged.passed ? "good" : "bad");
    this.list.append(item);
    this.frames.push(judged.frame);
  }
}
