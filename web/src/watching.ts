// A build watched on the page: the bridge's steps painted on the canvas at the chosen speed,
// with Pause, Step and Finish; at the end the built maze replaces the one shown.
import type { Core } from "./core";
import type { MazeView } from "./messages";
import { type Frame, paint } from "./painter";

/** Time between two frames while playing. */
const FRAME_MS = 50;

interface WatchView {
  step: number;
  done: boolean;
  sentence: string;
  /** The whole picture, or patches of the last one, painted in order. */
  frames: Frame[];
}

export interface WatchHost {
  core: Core;
  canvas: HTMLCanvasElement;
  /** Screen pixels a picture pixel for a frame of ``size``: the build may be of another size
   * than the maze shown. */
  scale(size: [number, number]): number;
  speed(): number;
  speeds(): number[];
  say(sentence: string): void;
  refused(error: unknown): void;
  started(on: boolean): void;
  finished(view: MazeView): void;
  words(): Record<string, string>;
}

export class Watching {
  private timer = 0;
  private busy = false;
  private on = false;
  private readonly pause = document.getElementById("watch-pause") as HTMLButtonElement;

  constructor(private readonly host: WatchHost) {
    this.pause.addEventListener("click", () => this.toggle());
    document.getElementById("watch-step")?.addEventListener("click", () => this.steps(1));
    document.getElementById("watch-finish")?.addEventListener("click", () => this.finish());
  }

  get watching(): boolean {
    return this.on;
  }

  async start(form: Record<string, string>): Promise<void> {
    try {
      const view = await this.host.core.call<WatchView>("watch", { form });
      this.on = true;
      this.host.started(true);
      this.show(view);
      this.play();
    } catch (error) {
      this.host.refused(error);
    }
  }

  /** Keys while a build is watched: Space pauses or goes on, Right is a step, Left one back,
   * End finishes. */
  key(event: KeyboardEvent): boolean {
    const keys: Record<string, () => void> = {
      " ": () => this.toggle(),
      ArrowRight: () => this.steps(1),
      ArrowLeft: () => this.steps(-1),
      End: () => this.finish(),
      Escape: () => this.finish(),
    };
    const action = keys[event.key];
    if (!action) return false;
    action();
    return true;
  }

  private toggle(): void {
    if (this.timer) this.stop();
    else this.play();
  }

  private play(): void {
    this.stop();
    this.timer = window.setInterval(() => this.frame(), FRAME_MS);
    this.relabel();
  }

  private stop(): void {
    if (this.timer) window.clearInterval(this.timer);
    this.timer = 0;
    this.relabel();
  }

  /** Pause or Play on the button, as it is, in the words of the moment (a switch of
   * language relabels every button by its word). */
  relabel(): void {
    this.pause.textContent = this.timer ? this.host.words().pause : this.host.words().play;
  }

  private async steps(count: number): Promise<void> {
    this.stop();
    await this.advance(count);
  }

  private async frame(): Promise<void> {
    if (this.busy) return; // the worker is still at the last frame: skip this one
    const rate = this.host.speeds()[this.host.speed()] ?? 1;
    await this.advance(Math.max(1, Math.round((rate * FRAME_MS) / 1000)));
  }

  private async advance(count: number): Promise<void> {
    this.busy = true;
    try {
      const view = await this.host.core.call<WatchView>("watch_play", { steps: count });
      this.show(view);
      if (view.done) await this.finish();
    } catch (error) {
      this.stop();
      this.host.refused(error);
    } finally {
      this.busy = false;
    }
  }

  async finish(): Promise<void> {
    this.stop();
    if (!this.on) return;
    this.on = false;
    try {
      const view = await this.host.core.call<MazeView>("watch_finish");
      this.host.started(false);
      this.host.finished(view);
    } catch (error) {
      this.host.started(false);
      this.host.refused(error);
    }
  }

  private show(view: WatchView): void {
    const scale = this.host.scale(view.frames[0].size);
    for (const frame of view.frames) paint(this.host.canvas, frame, scale);
    this.host.say(view.sentence);
  }
}
