// The messages between the page and its worker, typed on both sides. The worker only carries
// them to the Python bridge (labyrinth/browser/bridge.py) and back: every answer's content is
// decided there.

/** A call of the bridge: its name and keyword arguments. */
export interface Call {
  id: number;
  call: string;
  args: Record<string, unknown>;
}

/** A file the page hands to the worker's file system before the bridge's ``call`` (``open``
 * unless named) reads it from its ``path``. */
export interface FileDrop {
  id: number;
  file: { name: string; bytes: ArrayBuffer };
  call?: string;
}

/** The shared memory through which the page's Stop interrupts a running program. */
export interface Interrupt {
  interrupt: Int32Array;
}

export type ToWorker = Call | FileDrop | Interrupt;

/** The bridge's answer: ok with its fields, or refused with one sentence. */
export type Answer = ({ ok: true } & Record<string, unknown>) | { ok: false; problem: string };

export type FromWorker =
  | { kind: "ready" }
  | { kind: "answer"; id: number; answer: Answer }
  | { kind: "fault"; id: number | null; text: string };

/** A maze's words for the page, as the bridge's page_words() gives them. */
export interface Choice {
  value: string;
  title: string;
}

export interface Words {
  words: Record<string, string>;
  hints: Record<string, string>;
  algorithms: Choice[];
  rngs: Choice[];
  languages: Choice[];
  speeds: number[];
}

/** What the page shows of a maze, as the bridge's view() gives it. */
export interface MazeView {
  svg: string;
  width: number;
  height: number;
  grid: { left: number; top: number; size: number; image: [number, number] };
  start: [number, number];
  goal: [number, number];
  sentence: string;
  recipe: string;
  query: string;
  form: Record<string, string>;
  language: string;
  can_undo: boolean;
  can_redo: boolean;
  solution: boolean;
}

export interface Started extends MazeView {
  words: Words;
  problems: string[];
}

export interface SavedFile {
  name: string;
  text: string;
  type: string;
}
