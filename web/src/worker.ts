// The page's worker: Pyodide with the labyrinth package, answering the page's calls through
// the Python bridge. It decides nothing: it carries JSON to labyrinth.browser.bridge.answer
// and back, and puts files the page opens into the worker's file system.
import coreStart from "./core_start.py";
import type { FromWorker, ToWorker } from "./messages";

interface Pyodide {
  runPython(code: string): unknown;
  unpackArchive(buffer: ArrayBuffer, format: string, options?: { extractDir?: string }): void;
  FS: {
    mkdirTree(path: string): void;
    chdir(path: string): void;
    writeFile(path: string, data: Uint8Array): void;
  };
  globals: { get(name: string): (request: string) => string };
  setInterruptBuffer(buffer: Int32Array): void;
}

// where core_start.py finds the core
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

/** The build's snapshot of the runtime with the core started, ungzipped. */
async function snapshot(): Promise<Uint8Array> {
  const response = await fetch(new URL("labyrinth.snapshot.gz", import.meta.url));
  if (!response.ok || response.body === null) {
    throw new Error(`labyrinth.snapshot.gz: ${response.status} ${response.statusText}`);
  }
  const unzipped = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unzipped).arrayBuffer());
}

type Instantiated = WebAssembly.WebAssemblyInstantiatedSource;

/** While ``load`` runs, every WebAssembly module made has its memory grown to the size of
 * ``image`` first. Pyodide restores a snapshot into the memory its module starts with (30 MiB
 * in 314.0.7) without growing it, so a core whose import grew the memory (36 MiB since the
 * lessons) would not restore: "offset is out of bounds". */
async function grownFor<T>(image: Promise<Uint8Array>, load: () => Promise<T>): Promise<T> {
  const { instantiate, instantiateStreaming } = WebAssembly;
  const grown = async <R>(made: Promise<R>): Promise<R> => {
    // a snapshot that did not come is Pyodide's to refuse: the module is made all the same
    const [result, bytes] = await Promise.all([made, image.catch(() => null)]);
    // Pyodide's own module, with its memory (it makes small ones without, as instances)
    const memory = (result as Partial<Instantiated>).instance?.exports.memory;
    if (memory instanceof WebAssembly.Memory) {
      const missing = (bytes?.length ?? 0) - memory.buffer.byteLength;
      if (missing > 0) memory.grow(Math.ceil(missing / 65536));
    }
    return result;
  };
  const wasm = WebAssembly as unknown as Record<string, unknown>;
  wasm.instantiateStreaming = (...args: Parameters<typeof instantiateStreaming>) =>
    grown(instantiateStreaming(...args));
  wasm.instantiate = (...args: Parameters<typeof instantiate>) =>
    grown(instantiate(...(args as [BufferSource, WebAssembly.Imports])));
  try {
    return await load();
  } finally {
    Object.assign(WebAssembly, { instantiate, instantiateStreaming });
  }
}

/** Pyodide restored from the snapshot, or where that fails started afresh (`started`
 * false: the core is still to be imported). */
async function runtime(): Promise<{ pyodide: Pyodide; started: boolean }> {
  const indexURL = new URL("pyodide/", import.meta.url).href;
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  try {
    const image = snapshot();
    const pyodide = await grownFor<Pyodide>(image, () =>
      loadPyodide({ indexURL, _loadSnapshot: image }),
    );
    return { pyodide, started: true };
  } catch (error) {
    console.warn(`The started core's snapshot could not be used (${error}): starting afresh.`);
    return { pyodide: await loadPyodide({ indexURL }), started: false };
  }
}

async function start(): Promise<Core> {
  const [{ pyodide, started }, core] = await Promise.all([
    runtime(),
    fetch(new URL("labyrinth.zip", import.meta.url)),
  ]);
  if (!core.ok) {
    throw new Error(`labyrinth.zip: ${core.status} ${core.statusText}`);
  }
  // the files: the core's sources (the teaching view's lines, modules imported later), its catalogs
  pyodide.unpackArchive(await core.arrayBuffer(), "zip", { extractDir: HOME });
  if (!started) {
    pyodide.runPython(coreStart);
  }
  // Opened files are read from the working folder, so that a sentence about one names it
  // as the user knows it.
  pyodide.FS.mkdirTree(UPLOADS);
  pyodide.FS.chdir(UPLOADS);
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
    let call: string;
    let args: Record<string, unknown>;
    if ("file" in message) {
      const path = safeName(message.file.name);
      files.writeFile(`${UPLOADS}/${path}`, new Uint8Array(message.file.bytes));
      [call, args] = [message.call ?? "open", { path }];
    } else {
      [call, args] = [message.call, message.args];
    }
    const started = performance.now();
    const answered = answer(JSON.stringify({ call, args }));
    // the bridge's own time, the last of each call, for the browser's developer tools and
    // benchmarks/bench_browser.py
    performance.clearMeasures(`bridge ${call}`);
    performance.measure(`bridge ${call}`, { start: started });
    post({ kind: "answer", id: message.id, answer: JSON.parse(answered) });
  } catch (error) {
    post({ kind: "fault", id: message.id, text: String(error) });
  }
});
