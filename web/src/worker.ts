// The page's worker: Pyodide with the labyrinth package, answering the page's calls through
// the Python bridge. It decides nothing: it carries JSON to labyrinth.browser.bridge.answer
// and back, and puts files the page opens into the worker's file system.
import type { FromWorker, ToWorker } from "./messages";

interface Pyodide {
  runPython(code: string): unknown;
  unpackArchive(buffer: ArrayBuffer, format: string, options?: { extractDir?: string }): void;
  FS: { mkdirTree(path: string): void; writeFile(path: string, data: Uint8Array): void };
  globals: { get(name: string): (request: string) => string };
  setInterruptBuffer(buffer: Int32Array): void;
}

const HOME = "/home/pyodide/app";
const UPLOADS = "/home/pyodide/opened";

function post(message: FromWorker): void {
  postMessage(message);
}

interface Core {
  answer: (request: string) => string;
  files: Pyodide["FS"];
  setInterruptBuffer: (buffer: Int32Array) => void;
}

async function start(): Promise<Core> {
  const runtime = new URL("pyodide/", import.meta.url).href;
  const { loadPyodide } = await import(`${runtime}pyodide.mjs`);
  const pyodide: Pyodide = await loadPyodide({ indexURL: runtime });
  const core = await fetch(new URL("labyrinth.zip", import.meta.url));
  if (!core.ok) {
    throw new Error(`labyrinth.zip: ${core.status} ${core.statusText}`);
  }
  pyodide.unpackArchive(await core.arrayBuffer(), "zip", { extractDir: HOME });
  pyodide.FS.mkdirTree(UPLOADS);
  // Opened files are read from the working folder, so that a sentence about one names it
  // as the user knows it.
  pyodide.runPython(
    `import os, sys\nsys.path.insert(0, "${HOME}")\nos.chdir("${UPLOADS}")\n` +
      "from labyrinth.browser.bridge import answer\n" +
      // Stop interrupts a program's run; at other times it is only remembered
      "from labyrinth.browser import stopping\nstopping.listen()",
  );
  return {
    answer: pyodide.globals.get("answer"),
    files: pyodide.FS,
    setInterruptBuffer: (buffer) => pyodide.setInterruptBuffer(buffer),
  };
}

function safeName(name: string): string {
  return name.replace(/[^\w.\- ]/g, "_").slice(-120) || "maze";
}

const core = start();
core.then(
  () => post({ kind: "ready" }),
  (error: unknown) => post({ kind: "fault", id: null, text: String(error) }),
);

addEventListener("message", async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if ("interrupt" in message) {
    // a core that failed to start has said so already
    core.then(
      (started) => started.setInterruptBuffer(message.interrupt),
      () => {},
    );
    return;
  }
  try {
    const { answer, files } = await core;
    let request: string;
    if ("file" in message) {
      const path = safeName(message.file.name);
      files.writeFile(`${UPLOADS}/${path}`, new Uint8Array(message.file.bytes));
      request = JSON.stringify({ call: "open", args: { path } });
    } else {
      request = JSON.stringify({ call: message.call, args: message.args });
    }
    post({ kind: "answer", id: message.id, answer: JSON.parse(answer(request)) });
  } catch (error) {
    post({ kind: "fault", id: message.id, text: String(error) });
  }
});
