// The page's side of the worker: each call to the Python bridge is a promise of its answer.
import type { Answer, FromWorker, ToWorker } from "./messages";

/** The bridge refused a call: its one sentence, to show the user. */
export class Refusal extends Error {}

/** The worker was ended (see programs.ts) before it answered the call. */
export class Ended extends Error {}

/** The calls that run a student's program. */
const RUNS = new Set(["program_run", "program_record"]);

type Pending = { resolve: (answer: Record<string, unknown>) => void; reject: (e: Error) => void };

export class Core {
  readonly ready: Promise<void>;
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  private resolveReady: () => void = () => {};
  private rejectReady: (error: Error) => void = () => {};

  constructor(private readonly onFault: (text: string) => void) {
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
  }

  /** Shared with the worker where the page is cross-origin isolated: Stop writes into it. */
  private readonly interruptBuffer =
    globalThis.crossOriginIsolated && typeof SharedArrayBuffer === "function"
      ? new Int32Array(new SharedArrayBuffer(4))
      : null;

  /** Whether Stop can interrupt a running program. */
  get interruptible(): boolean {
    return this.interruptBuffer !== null;
  }

  /** Interrupt the program running in the worker (its run ends as stopped). */
  interrupt(): void {
    if (this.interruptBuffer) Atomics.store(this.interruptBuffer, 0, 2); // SIGINT
  }

  /** Start the worker: Python loads there while the page waits for ``ready``. */
  start(): void {
    this.worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
    if (this.interruptBuffer) this.worker.postMessage({ interrupt: this.interruptBuffer });
    this.worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.kind === "ready") {
        this.resolveReady();
      } else if (message.kind === "fault") {
        this.onFault(message.text);
        if (message.id === null) this.rejectReady(new Error(message.text));
        else this.settle(message.id, { ok: false, problem: message.text });
      } else {
        this.settle(message.id, message.answer);
      }
    };
  }

  /** End the worker at once, whatever it is doing: every call not answered yet is Ended. */
  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const pending of this.pending.values()) pending.reject(new Ended());
    this.pending.clear();
  }

  /** The bridge's answer to ``call``; a Refusal with its sentence when it refuses. */
  call<T>(call: string, args: Record<string, unknown> = {}): Promise<T> {
    // a Stop that came after the last run ended does not stop the next one
    if (RUNS.has(call) && this.interruptBuffer) Atomics.store(this.interruptBuffer, 0, 0);
    return this.send((id) => ({ id, call, args })) as Promise<T>;
  }

  /** Hand a file to the worker and open it as a maze, or read it with the bridge's ``call``
   * (a progress file, a lesson). */
  open<T>(name: string, bytes: ArrayBuffer, call = "open"): Promise<T> {
    return this.send((id) => ({ id, file: { name, bytes }, call }), [bytes]) as Promise<T>;
  }

  private send(message: (id: number) => ToWorker, transfer: Transferable[] = []) {
    const id = this.next++;
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      if (!this.worker) throw new Error("the core has not started");
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage(message(id), transfer);
    });
  }

  private settle(id: number, answer: Answer): void {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (!pending) return;
    if (answer.ok) pending.resolve(answer);
    else pending.reject(new Refusal(answer.problem));
  }
}
