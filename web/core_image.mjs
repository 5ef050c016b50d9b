// Prepares the packed core for a quick start: a snapshot of the Pyodide runtime started as the
// worker starts it (src/core_start.py: the core imported), taken in the same Pyodide the page
// runs, gzipped. A visit restores it instead of starting Python and compiling and importing
// some 300 modules again: seconds of a student's wait (see the manual's browser page).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";

// where the worker unpacks the core too: the snapshot's modules name their files there
const HOME = "/home/pyodide/app";

/** Write the snapshot of the runtime with the core at `zipPath` started to `snapshotPath`. */
export async function snapshotCore(zipPath, snapshotPath, here) {
  const pyodide = await loadPyodide({ _makeSnapshot: true });
  pyodide.unpackArchive(new Uint8Array(readFileSync(zipPath)), "zip", { extractDir: HOME });
  pyodide.runPython(readFileSync(join(here, "src", "core_start.py"), "utf8"));
  writeFileSync(snapshotPath, gzipSync(pyodide.makeMemorySnapshot(), { level: 9 }));
}
