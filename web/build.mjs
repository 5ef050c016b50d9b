// Builds the static site into dist/: the page and its worker bundled by esbuild, the Pyodide
// runtime copied from its npm package, and the Python core packed from this checkout by
// tools/pack_core.py (run by the checkout's venv when there is one), and a snapshot of the
// runtime with the core started (core_image.mjs).
//   node build.mjs [--out FOLDER]      (default: dist/; the tests build into folders of their own)
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { snapshotCore } from "./core_image.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const out = process.argv.indexOf("--out");
const dist = out > 0 ? resolve(process.argv[out + 1]) : join(here, "dist");
const checkout = join(here, "..");

// The runtime's files that the worker loads: the module, its WebAssembly and the library.
const PYODIDE_FILES = [
  "pyodide.mjs",
  "pyodide.asm.mjs",
  "pyodide.asm.wasm",
  "python_stdlib.zip",
  "pyodide-lock.json",
];
const PAGE_FILES = ["index.html", "style.css"];
const CORE = "labyrinth.zip";
const SNAPSHOT = "labyrinth.snapshot.gz";

function python() {
  const venv = join(checkout, ".venv", "bin", "python");
  return process.env.PYTHON ?? (existsSync(venv) ? venv : "python3");
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, "pyodide"), { recursive: true });
await build({
  entryPoints: { page: join(here, "src", "page.ts"), worker: join(here, "src", "worker.ts") },
  bundle: true,
  format: "esm",
  target: "es2022",
  outdir: dist,
  sourcemap: true,
  loader: { ".py": "text" },
  logLevel: "warning",
});
// the service worker as a classic script (every browser runs those), with the site's files to
// keep from its first visit on
const SITE_FILES = [
  "./",
  ...PAGE_FILES,
  "page.js",
  "worker.js",
  CORE,
  SNAPSHOT,
  ...PYODIDE_FILES.map((name) => `pyodide/${name}`),
];
await build({
  entryPoints: { "service-worker": join(here, "src", "service_worker.ts") },
  define: { SITE_FILES: JSON.stringify(SITE_FILES) },
  bundle: true,
  format: "iife",
  target: "es2022",
  outdir: dist,
  logLevel: "warning",
});
for (const name of PYODIDE_FILES) {
  copyFileSync(join(here, "node_modules", "pyodide", name), join(dist, "pyodide", name));
}
for (const name of PAGE_FILES) {
  copyFileSync(join(here, "src", name), join(dist, name));
}
execFileSync(python(), [join(checkout, "tools", "pack_core.py"), join(dist, CORE)], {
  stdio: "inherit",
});
await snapshotCore(join(dist, CORE), join(dist, SNAPSHOT), here);
console.log(`The site is in ${dist}: serve it with "labyrinth --web".`);
