// Plays a replay on the page (the teaching view's, a program's): a frame every FRAME_MS asks
// the bridge for as many steps as the speed gives, until the replay's last step or a
// breakpoint; a screen reader hears the step when play ends, and while playing at most one
// every few seconds, so it is not flooded.

/** Time between two frames while playing. */
const FRAME_MS = 50;
/** While playing, a screen reader hears the step at most this often. */
const SPOKEN_EVERY_MS = 4000;

export interface Played {
  /** Play comes to its end here: the last step, or a breakpoint. */
  ended: boolean;
  sentence: string;
}

export interface PlayHost {
  /** ``ticks`` steps on, shown; null: refused (said already), play stops. */
  step(ticks: number): Promise<Played | null>;
  /** Steps a second at the chosen speed. */
  rate(): number;
  speak(sentence: string): void;
  /** Play started or stopped: the button's label and state. */
  changed(playing: boolean): void;
}

export class Player {
  private timer = 0;
  private lastSpoken = 0;
  private busy = false;

  constructor(private readonly host: PlayHost) {}

  get playing(): boolean {
    return this.timer !== 0;
  }

  start(): void {
    this.stop();
    this.timer = window.setInterval(() => this.frame(), FRAME_MS);
    this.host.changed(true);
  }

  stop(): void {
    if (this.timer) window.clearInterval(this.timer);
    this.timer = 0;
    this.host.changed(false);
  }

  private async frame(): Promise<void> {
    if (this.busy) return; // the worker is still at the last frame: skip this one
    this.busy = true;
    try {
      const played = await this.host.step(
        Math.max(1, Math.round((this.host.rate() * FRAME_MS) / 1000)),
      );
      const now = Date.now();
      if (played === null || played.ended) {
        this.stop();
        if (played) this.host.speak(played.sentence);
      } else if (now - this.lastSpoken > SPOKEN_EVERY_MS) {
        this.lastSpoken = now;
        this.host.speak(played.sentence);
      }
    } finally {
      this.busy = false;
    }
  }
}
