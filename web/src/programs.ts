// The workers that run a student's programs, apart from the page's maze (core.ts): one runs
// them and holds the last run's replay, a second waits started beside it. Stop interrupts the
// program where the page is cross-origin isolated; a program that goes on regardless, or any
// program where the page is not isolated, ends with its worker, and the waiting one takes
// over, so the next Run starts at once. The snapshot a worker starts from makes that cheap.
import { Core } from "./core";

/** How long an interrupted program has to end before its worker is ended. */
const GRACE_MS = 500;

export class Programs {
  private current: Core | null = null;
  private spare: Core | null = null;
  private language = "";
  /** The worker of the run in progress, if any. */
  private running: Core | null = null;
  private grace = 0;

  constructor(private readonly onFault: (text: string) => void) {}

  /** The bridge's answer to ``call`` from the worker that runs programs (started at the
   * first call). */
  call<T>(call: string, args: Record<string, unknown> = {}): Promise<T> {
    return this.worker().call<T>(call, args);
  }

  /** Run ``source`` as ``job`` says (its maze's ``options``, a ``budget``): its replay
   * (``program_run``) or, for a check, what it streamed (``program_record``); ``Ended``
   * when Stop ended its worker. The waiting worker starts now, while the program runs. */
  run<T>(call: string, source: string, job: Record<string, unknown>): Promise<T> {
    const running = this.worker();
    this.spare ??= this.started();
    return this.runIn<T>(running, call, { source, ...job });
  }

  /** Run ``source`` as ``run`` does, in a worker no program has run in, ended afterwards:
   * a check's maze, which nothing an earlier run left behind in its worker may change (as
   * the desktop runs each in a new process). The next one starts meanwhile. */
  async runAlone<T>(call: string, source: string, job: Record<string, unknown>): Promise<T> {
    const alone = this.spare ?? this.started();
    this.spare = this.started();
    try {
      return await this.runIn<T>(alone, call, { source, ...job });
    } finally {
      alone.terminate();
    }
  }

  /** ``call`` answered by ``worker``, the running one until then (Stop reaches it). */
  private async runIn<T>(worker: Core, call: string, args: Record<string, unknown>): Promise<T> {
    this.running = worker;
    try {
      return await worker.call<T>(call, args);
    } finally {
      this.running = null;
      window.clearTimeout(this.grace);
    }
  }

  /** Stop the running program (see the module's comment). */
  stop(): void {
    const running = this.running;
    if (!running) return;
    window.clearTimeout(this.grace); // a second Stop: one grace, not a timer left behind
    if (running.interruptible) {
      running.interrupt();
      this.grace = window.setTimeout(() => this.end(running), GRACE_MS);
    } else {
      this.end(running);
    }
  }

  /** Programs' sentences in the language ``code`` from now on. */
  speak(code: string): void {
    if (code === this.language) return;
    this.language = code;
    for (const core of [this.current, this.spare]) {
      core?.call("program_language", { code }).catch(() => {});
    }
  }

  /** End ``running``'s worker; the waiting one takes over when it was the current one. */
  private end(running: Core): void {
    if (running === this.current) {
      this.current = this.spare;
      this.spare = null;
    }
    running.terminate();
  }

  private worker(): Core {
    this.current ??= this.started();
    return this.current;
  }

  private started(): Core {
    const core = new Core(this.onFault);
    core.start();
    if (this.language) core.call("program_language", { code: this.language }).catch(() => {});
    return core;
  }
}
