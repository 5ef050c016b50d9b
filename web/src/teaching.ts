// The teaching view on the page: asks the bridge for each step and shows it in the teaching
// pane and on the maze's canvas; plays at the chosen speed; says steps to a screen reader,
// each one when stepping, while playing at most one every few seconds.
import type { Core } from "./core";
import { paint } from "./painter";
import { Player } from "./player";
import { TeachPane, type TeachView } from "./teach_pane";

export interface TeachHost {
  core: Core;
  canvas: HTMLCanvasElement;
  scale(): number;
  speak(sentence: string): void;
  refused(error: unknown): void;
  words(): Record<string, string>;
  speeds(): number[];
  closed(): void;
}

export class Teaching {
  readonly pane: TeachPane;
  private readonly player: Player;

  constructor(private readonly host: TeachHost) {
    this.pane = new TeachPane({
      go: (tick) => this.call("teach_go", { tick }, true),
      by: (ticks) => this.call("teach_go", { by: ticks }, true),
      goToStep: (typed) => this.call("teach_go", { step: typed }, true),
      play: () => this.togglePlay(),
      close: () => this.close(),
      switched: () => this.open(),
      refresh: () => this.refresh(),
    });
    this.player = new Player({
      step: async (ticks) => {
        const dead_ends = this.pane.deadEnds.checked;
        const view = await this.call("teach_play", { ticks, dead_ends });
        return view && { ended: view.stopped || view.last, sentence: view.sentence };
      },
      rate: () => this.host.speeds()[Number(this.pane.speed.value)],
      speak: (sentence) => this.host.speak(sentence),
      changed: () => this.relabel(),
    });
  }

  get playing(): boolean {
    return this.player.playing;
  }

  /** Record the shown maze's walk (again, after a switch) and show its first step. */
  async open(): Promise<boolean> {
    this.stop();
    return (await this.call("teach", { loop: this.pane.loop.checked }, true)) !== null;
  }

  /** The step shown again, in the language of the moment. */
  refresh(): void {
    this.call("teach_go", {}, false);
  }

  close(): void {
    this.stop();
    this.host.core.call("teach_leave").catch(this.host.refused);
    this.host.closed();
  }

  /** The keys of the teaching view, wherever the focus is but in a text field. */
  key(event: KeyboardEvent): boolean {
    const moves: Record<string, () => void> = {
      ArrowRight: () => this.call("teach_go", { by: 1 }, true),
      ArrowLeft: () => this.call("teach_go", { by: -1 }, true),
      Home: () => this.call("teach_go", { tick: -1 }, true),
      End: () => this.call("teach_go", { tick: Number.MAX_SAFE_INTEGER }, true),
      " ": () => this.togglePlay(),
      b: () => this.breakpointHere(),
      B: () => this.breakpointHere(),
      Escape: () => this.close(),
    };
    const move = moves[event.key];
    if (!move) return false;
    if (event.key !== " " && event.key.toLowerCase() !== "b") this.stop();
    move();
    return true;
  }

  breakpoint(x: number, y: number): void {
    this.call("teach_breakpoint", { x, y }, false);
  }

  /** A breakpoint on the walk's current field, or none any more: said to a screen reader. */
  private async breakpointHere(): Promise<void> {
    const view = await this.call("teach_breakpoint", {}, false);
    if (view?.said) this.host.speak(view.said);
  }

  togglePlay(): void {
    if (this.playing) {
      this.stop();
      return;
    }
    if (this.pane.atEnd) this.call("teach_go", { tick: -1 }, false);
    this.player.start();
  }

  stop(): void {
    this.player.stop();
  }

  /** Play or Pause on the button, as it is, in the words of the moment (a switch of
   * language relabels every button by its word). */
  relabel(): void {
    this.pane.showPlaying(this.playing, this.host.words());
  }

  private async call(
    name: string,
    args: Record<string, unknown>,
    spoken = false,
  ): Promise<TeachView | null> {
    try {
      const view = await this.host.core.call<TeachView>(name, {
        ...args,
        java: this.pane.java.checked,
      });
      this.pane.show(view);
      paint(this.host.canvas, view.frame, this.host.scale());
      if (spoken) this.host.speak(view.sentence);
      return view;
    } catch (error) {
      this.stop();
      this.host.refused(error);
      return null;
    }
  }
}
