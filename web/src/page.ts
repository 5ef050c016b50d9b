// The page: wires the panes to the core. Every answer comes from the Python bridge; this
// module only shows it and passes on what the user did.
import { Core, Refusal } from "./core";
import { acceptDrops, download, pngOf } from "./files";
import { FormPane, fillChoices } from "./form_pane";
import { becomeIsolated } from "./isolation";
import { LessonPane } from "./lesson_pane";
import { MazePane } from "./maze_pane";
import type { MazeView, SavedFile, Started, Words } from "./messages";
import { ProgramPane } from "./program_pane";
import { Programs } from "./programs";
import { Teaching } from "./teaching";
import { Watching } from "./watching";

function element<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

const status = element<HTMLParagraphElement>("status");
const problem = element<HTMLParagraphElement>("problem");
const spoken = element<HTMLParagraphElement>("spoken");
const language = element<HTMLSelectElement>("language");
const solution = element<HTMLInputElement>("solution");
const undo = element<HTMLButtonElement>("undo");
const redo = element<HTMLButtonElement>("redo");
const form = new FormPane(element<HTMLFormElement>("maze-form"));
let words: Words | null = null;

const core = new Core((text) => {
  problem.textContent = text;
});

const picture = element<HTMLImageElement>("picture");
const canvas = element<HTMLCanvasElement>("teach-canvas");
const maze = new MazePane(element("maze"), picture, element("cursor"), {
  describe: (x, y) => ask<{ sentence: string }>("describe", { x, y }, (a) => speak(a.sentence)),
  toggle: (x, y) => {
    if (!teaching.pane.section.hidden) teaching.breakpoint(x, y);
    else if (!watching.watching) ask<MazeView>("toggle", { x, y }, show);
  },
  stroke: (fields) => {
    if (!watching.watching) ask<MazeView>("stroke", { fields }, show);
  },
});
const teaching = new Teaching({
  core,
  canvas,
  scale: () => maze.scale,
  speak,
  refused: (error) => {
    if (!(error instanceof Refusal)) throw error;
    problem.textContent = error.message;
  },
  words: () => words?.words ?? {},
  speeds: () => words?.speeds ?? [0, 2],
  closed: () => showTeaching(false),
});

const asked = new URLSearchParams(location.search);
/** The lesson the link asks for: its id, or the address of a lesson file on this site. */
const askedLesson = asked.get("lesson");
/** The program whose editor is open (builder, walker, or the lessons'), first the one the
 * link asks for. */
let programKind = askedLesson ? "lessons" : asked.get("program");
/** The link's parameters of the maze shown. */
let shownQuery = "";
const programs = new Programs((text) => {
  problem.textContent = text;
});
const program = new ProgramPane({
  core,
  programs,
  canvas,
  scale: (size) => maze.scaleFor(size),
  speak,
  replaying: (on) => {
    picture.hidden = on;
    canvas.hidden = !on;
    maze.keysToCursor = !on;
  },
  closed: closeProgram,
  speeds: () => words?.speeds ?? [0, 2],
  words: () => words?.words ?? {},
});

const lessons = new LessonPane({
  core,
  program,
  speak,
  problem: (sentence) => {
    problem.textContent = sentence;
  },
  changed: keepLink,
  words: () => words?.words ?? {},
});

const speed = element<HTMLInputElement>("speed");
/** While a build is watched, a screen reader hears its step at most this often. */
const SAID_EVERY_MS = 4000;
let lastSaid = 0;
const watchSentence = element<HTMLSpanElement>("watch-sentence");
const watching = new Watching({
  core,
  canvas,
  scale: (size) => maze.scaleFor(size),
  speed: () => Number(speed.value),
  speeds: () => words?.speeds ?? [0, 2],
  say: (sentence) => {
    watchSentence.textContent = sentence;
    // a screen reader hears the build's step now and then, not every one
    const now = Date.now();
    if (now - lastSaid > SAID_EVERY_MS) {
      lastSaid = now;
      speak(sentence);
    }
  },
  refused: (error) => {
    if (!(error instanceof Refusal)) throw error;
    problem.textContent = error.message;
  },
  started: (on) => {
    element("watch-controls").hidden = !on;
    picture.hidden = on;
    canvas.hidden = !on;
    maze.keysToCursor = !on;
    for (const button of document.querySelectorAll<HTMLButtonElement>("#maze-form button")) {
      button.disabled = on;
    }
    if (on) element("watch-pause").focus();
  },
  finished: (view) => {
    show(view);
    element("build").focus();
  },
  words: () => words?.words ?? {},
});

/** The teaching view in place of the form, its canvas in place of the picture. */
function showTeaching(on: boolean): void {
  document.body.classList.toggle("teaching", on);
  teaching.pane.section.hidden = !on;
  picture.hidden = on;
  canvas.hidden = !on;
  maze.keysToCursor = !on;
  maze.fit(); // the pane is narrower beside the teaching view
  if (!on) element("teach-open").focus();
}

async function openTeaching(): Promise<void> {
  showTeaching(true);
  const opened = await teaching.open();
  // Esc while the walk was recorded closed the view: the focus stays where the close put it
  if (teaching.pane.section.hidden) return;
  if (opened) {
    problem.textContent = "";
    element("teach-play").focus(); // Space plays, as the view's keys say
  } else {
    showTeaching(false);
  }
}

/** Call the bridge and hand its answer on; a refusal is said in the problem line. */
async function ask<T>(call: string, args: Record<string, unknown>, then: (answer: T) => void) {
  try {
    const answer = await core.call<T>(call, args);
    problem.textContent = "";
    then(answer);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    problem.textContent = error.message;
  }
}

function speak(sentence: string): void {
  spoken.textContent = sentence;
}

function setWords(given: Words): void {
  words = given;
  for (const node of document.querySelectorAll<HTMLElement>("[data-word]")) {
    const word = given.words[node.dataset.word ?? ""];
    if (word) node.textContent = word;
  }
  document.title = given.words.title ?? document.title;
  fillChoices(language, given.languages);
  form.setWords(given);
  teaching.relabel();
  watching.relabel();
  program.editor.rename(given.words.program);
}

function show(view: MazeView): void {
  document.documentElement.lang = view.language;
  language.value = view.language;
  programs.speak(view.language);
  maze.show(view, words?.words.maze_label ?? "");
  form.show(view.form);
  status.textContent = `${view.sentence} ${view.recipe}`;
  undo.disabled = !view.can_undo;
  redo.disabled = !view.can_redo;
  solution.checked = view.solution;
  if (view.query) shownQuery = view.query;
  keepLink();
}

/** The page's address: the maze shown, and the program whose editor is open or the lesson. */
function keepLink(): void {
  if (!shownQuery) return;
  let opened = programKind ? `&program=${encodeURIComponent(programKind)}` : "";
  if (programKind === "lessons") {
    const lesson = lessons.linkValue;
    opened = lesson ? `&lesson=${encodeURIComponent(lesson)}` : "";
  }
  history.replaceState(null, "", `?${shownQuery}${opened}`);
}

/** Build the form's maze: watched step by step at the chosen speed, at once at speed 0. */
function buildFrom(values: Record<string, string>): void {
  if (Number(speed.value) > 0) watching.start(values);
  else ask<MazeView>("build", { form: values }, show);
}

async function openFile(file: File): Promise<void> {
  try {
    await core.call("may_open", { name: file.name, size: file.size });
    // a build watched is finished first: undo brings its maze back after the file's
    if (watching.watching) await watching.finish();
    const view = await core.open<MazeView>(file.name, await file.arrayBuffer());
    // the teaching view follows the maze it recorded: the file's maze closes it
    if (!teaching.pane.section.hidden) teaching.close();
    show(view);
    problem.textContent = "";
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    problem.textContent = error.message;
  }
}

async function save(kind: string): Promise<void> {
  const saved = await core.call<SavedFile>("save", { kind: kind === "png" ? "svg" : kind });
  if (kind === "png") {
    download(saved.name.replace(/\.svg$/, ".png"), await pngOf(maze.image));
  } else {
    download(saved.name, new Blob([saved.text], { type: saved.type }));
  }
}

function wire(): void {
  element<HTMLFormElement>("maze-form").addEventListener("submit", (event) => {
    event.preventDefault();
    buildFrom(form.values());
  });
  element("new").addEventListener("click", () => buildFrom({ ...form.values(), seed: "" }));
  element("teach-open").addEventListener("click", openTeaching);
  for (const kind of ["builder", "walker", "lessons"]) {
    element(`program-${kind}`).addEventListener("click", () => openProgram(kind));
  }
  undo.addEventListener("click", () => ask<MazeView>("undo", {}, show));
  redo.addEventListener("click", () => ask<MazeView>("redo", {}, show));
  solution.addEventListener("change", () =>
    ask<MazeView>("show_solution", { on: solution.checked }, show),
  );
  language.addEventListener("change", () =>
    ask<MazeView & { words: Words }>("language", { code: language.value }, (answer) => {
      setWords(answer.words);
      show(answer);
      if (!teaching.pane.section.hidden) teaching.refresh();
      if (programKind === "lessons") lessons.relanguage();
      else if (programKind) program.retemplate();
      program.relabel(); // Play or Pause, as it is
    }),
  );
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-save]")) {
    button.addEventListener("click", () => save(button.dataset.save ?? "svg"));
  }
  const picker = element<HTMLInputElement>("open-file");
  picker.addEventListener("change", () => {
    const file = picker.files?.[0];
    picker.value = "";
    if (file) openFile(file);
  });
  acceptDrops(document.body, openFile);
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    const typing =
      (target instanceof HTMLInputElement && !["checkbox", "range"].includes(target.type)) ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLElement && target.isContentEditable); // the program's editor
    const button =
      target instanceof HTMLButtonElement && (event.key === " " || event.key === "Enter");
    // a key for the page, not for the field, list or button it was pressed in
    const plain = !typing && !button && !event.ctrlKey && !event.altKey;
    if (watching.watching) {
      if (plain && watching.key(event)) event.preventDefault();
      return;
    }
    if (plain && lessons.key(event)) {
      event.preventDefault();
      return;
    }
    if (program.replaying && plain && program.key(event)) {
      event.preventDefault();
      return;
    }
    if (!teaching.pane.section.hidden) {
      // the teaching view follows the maze it recorded: no undo or new maze under it
      if (plain && teaching.key(event)) event.preventDefault();
      return;
    }
    if (typing || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) undo.click();
    else if (key === "y" || (key === "z" && event.shiftKey)) redo.click();
    else if (key === "n") element("new").click();
    else return;
    event.preventDefault();
  });
}

async function start(): Promise<void> {
  if (!(await becomeIsolated())) return; // the page reloads
  core.start();
  offerScripting(shown());
}

/** The first maze shown: the link's. */
async function shown(): Promise<void> {
  // a system that asks for less motion gets the maze at once; the slider still animates
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) speed.value = "0";
  await core.ready;
  const started = await core.call<Started>("start", {
    query: location.search,
    languages: navigator.languages.map((code) => code.slice(0, 2).toLowerCase()),
  });
  setWords(started.words);
  show(started);
  problem.textContent = started.problems.join(" ");
  wire();
  if (programKind) await openProgram(programKind, askedLesson);
}

/** The editor in place of the form: with the ``kind`` program's template, or the lessons
 * (``lesson`` open — an id, or a lesson file's address on the page's site — else the first
 * not passed yet). */
async function openProgram(kind: string, lesson: string | null = null): Promise<void> {
  programKind = kind;
  document.body.classList.add("programming");
  keepLink();
  if (kind === "lessons") {
    program.section.hidden = false;
    if (lesson?.endsWith(".lesson")) await lessons.fromSite(lesson);
    else await lessons.show(lesson);
  } else {
    lessons.hide();
    await program.open(kind);
  }
  maze.fit(); // the pane is narrower beside the editor
}

/** The form again in place of the editor (which keeps its text). */
function closeProgram(): void {
  const kind = programKind;
  programKind = null;
  lessons.hide();
  program.hide();
  document.body.classList.remove("programming");
  keepLink();
  maze.fit();
  element(`program-${kind}`).focus();
}

/** The scripting surface for pages that embed the maze, and for tests (the manual, "The browser
 * edition"): set once the page has started (after a reload for isolation, if it takes one). */
function offerScripting(ready: Promise<void>): void {
  Object.assign(window, {
    labyrinth: {
      ready,
      maz: async () => (await core.call<{ text: string }>("maz")).text,
      programMaz: async () => (await programs.call<{ text: string }>("program_maz")).text,
      state: async () => {
        const { ok: _ok, ...state } = await core.call<Record<string, unknown>>("state");
        return { ...state, running: watching.watching || teaching.playing || program.running };
      },
    },
  });
}

start();
