// The maze pane: the bridge's SVG as a picture, a field cursor over it that the keyboard
// moves, and clicks or taps on a field. What a field is, the pane asks the bridge.
import type { MazeView } from "./messages";

export interface MazeActions {
  /** The field under the cursor was asked about: the bridge's sentence is spoken. */
  describe(x: number, y: number): void;
  /** Take the field out of the maze, or bring it back. */
  toggle(x: number, y: number): void;
  /** A stroke of the mouse or a finger over these fields (the bridge decides what it does). */
  stroke(fields: [number, number][]): void;
}

/** Keys that move the cursor, as steps across and down. */
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export class MazePane {
  private view: MazeView | null = null;
  private pictureUrl = "";
  private cursor: [number, number] = [0, 0];
  /** The fields a stroke went over so far, shown as it goes; null: no stroke. */
  private strokeFields: [number, number][] | null = null;
  private readonly marks = document.createElement("div");
  /** Screen pixels a picture pixel, as the picture is fitted. */
  scale = 1;
  /** In the teaching view the arrow keys step through the walk, not the cursor. */
  keysToCursor = true;

  constructor(
    private readonly box: HTMLElement,
    private readonly picture: HTMLImageElement,
    private readonly frame: HTMLElement,
    private readonly actions: MazeActions,
  ) {
    box.addEventListener("keydown", (event) => this.key(event));
    box.addEventListener("pointerdown", (event) => this.pointerDown(event));
    box.addEventListener("pointermove", (event) => this.pointerMove(event));
    box.addEventListener("pointerup", () => this.pointerUp());
    box.addEventListener("pointercancel", () => this.endStroke());
    this.marks.className = "stroke";
    box.append(this.marks);
    box.addEventListener("focus", () => this.showCursor());
    box.addEventListener("blur", () => {
      this.frame.hidden = true;
    });
    new ResizeObserver(() => this.placeCursor()).observe(picture);
    addEventListener("resize", () => this.fit());
  }

  show(view: MazeView, label: string): void {
    this.view = view;
    URL.revokeObjectURL(this.pictureUrl);
    this.pictureUrl = URL.createObjectURL(new Blob([view.svg], { type: "image/svg+xml" }));
    this.picture.src = this.pictureUrl;
    this.fit();
    this.box.setAttribute("aria-label", label);
    this.cursor = [
      Math.min(this.cursor[0], view.width - 1),
      Math.min(this.cursor[1], view.height - 1),
    ];
    this.placeCursor();
    if (document.activeElement === this.box) {
      this.actions.describe(...this.cursor); // the field may have changed under the cursor
    }
  }

  /** The picture, for a PNG drawn by the browser. */
  get image(): HTMLImageElement {
    return this.picture;
  }

  /** The picture as large as the pane and the window's height allow, at most four times its
   * own size (a small maze stays a maze, not a few huge lines). */
  fit(): void {
    const view = this.view;
    if (!view) return;
    const [width, height] = view.grid.image;
    const scale = this.scaleFor(view.grid.image);
    this.scale = scale;
    this.picture.style.width = `${Math.floor(width * scale)}px`;
    this.picture.style.height = `${Math.floor(height * scale)}px`;
  }

  /** Screen pixels a picture pixel for a picture of ``size`` (the shown maze's, or a
   * watched build's of another size) fitted as ``fit`` fits the shown one. */
  scaleFor([width, height]: [number, number]): number {
    const pane = this.box.parentElement;
    if (!pane) return 1;
    const room = innerHeight - this.box.getBoundingClientRect().top - 12 + scrollY;
    return Math.min(pane.clientWidth / width, Math.max(room, 200) / height, 4);
  }

  private key(event: KeyboardEvent): void {
    const view = this.view;
    if (!view || !this.keysToCursor || event.ctrlKey || event.metaKey || event.altKey) return;
    const move = MOVES[event.key];
    if (move) {
      const stride = event.shiftKey ? 10 : 1;
      this.cursor = [
        clamp(this.cursor[0] + move[0] * stride, view.width),
        clamp(this.cursor[1] + move[1] * stride, view.height),
      ];
    } else if (event.key === "Home") {
      this.cursor = [...view.start];
    } else if (event.key === "End") {
      this.cursor = [...view.goal];
    } else if (event.key === "x" || event.key === "X") {
      this.actions.toggle(...this.cursor);
      event.preventDefault();
      return;
    } else {
      return;
    }
    event.preventDefault();
    this.showCursor();
  }

  private showCursor(): void {
    if (!this.view) return;
    this.placeCursor();
    this.frame.hidden = false;
    this.actions.describe(...this.cursor);
  }

  private placeCursor(): void {
    const view = this.view;
    if (!view) return;
    const scale = this.picture.clientWidth / view.grid.image[0] || 1;
    const { left, top, size } = view.grid;
    Object.assign(this.frame.style, {
      left: `${(left + this.cursor[0] * size) * scale}px`,
      top: `${(top + this.cursor[1] * size) * scale}px`,
      width: `${size * scale}px`,
      height: `${size * scale}px`,
    });
  }

  /** The field under a pointer event, or null outside the maze. */
  private fieldAt(event: PointerEvent): [number, number] | null {
    const view = this.view;
    if (!view) return null;
    const bounds = this.box.getBoundingClientRect();
    const x = Math.floor(
      ((event.clientX - bounds.left) / this.scale - view.grid.left) / view.grid.size,
    );
    const y = Math.floor(
      ((event.clientY - bounds.top) / this.scale - view.grid.top) / view.grid.size,
    );
    return x < 0 || y < 0 || x >= view.width || y >= view.height ? null : [x, y];
  }

  private pointerDown(event: PointerEvent): void {
    const field = this.fieldAt(event);
    if (!field || event.button !== 0) return;
    event.preventDefault(); // no text selection, no dragging of the picture
    this.box.focus({ preventScroll: true }); // (which the default would have done)
    this.box.setPointerCapture(event.pointerId);
    this.strokeFields = [field];
    this.cursor = field;
    this.placeCursor();
    this.markStroke();
  }

  private pointerMove(event: PointerEvent): void {
    const fields = this.strokeFields;
    const field = this.fieldAt(event);
    if (!fields || !field || !this.keysToCursor) return; // no strokes in the teaching view
    if (!fields.some(([x, y]) => x === field[0] && y === field[1])) {
      fields.push(field);
      this.markStroke();
    }
  }

  private pointerUp(): void {
    const fields = this.strokeFields;
    this.endStroke();
    if (!fields) return;
    if (fields.length === 1) this.actions.toggle(...fields[0]);
    else this.actions.stroke(fields);
  }

  private endStroke(): void {
    this.strokeFields = null;
    this.marks.replaceChildren();
  }

  /** The stroke's fields shaded while it goes on; the bridge's picture follows at its end. */
  private markStroke(): void {
    const view = this.view;
    if (!view || !this.strokeFields) return;
    const { left, top, size } = view.grid;
    this.marks.replaceChildren(
      ...this.strokeFields.map(([x, y]) => {
        const mark = document.createElement("div");
        Object.assign(mark.style, {
          left: `${(left + x * size) * this.scale}px`,
          top: `${(top + y * size) * this.scale}px`,
          width: `${size * this.scale}px`,
          height: `${size * this.scale}px`,
        });
        return mark;
      }),
    );
  }
}

function clamp(value: number, size: number): number {
  return Math.max(0, Math.min(size - 1, value));
}
