// The page's service worker: keeps the site in the browser's cache, so that a second visit is
// quick and works offline, and gives every answer the two headers of cross-origin isolation,
// so that the page is isolated on a host that cannot send them (GitHub Pages, a school's
// plain web server). The Pyodide runtime is pinned in the site's path: it is answered from
// the cache first; everything else from the network first, so a new build arrives at once.
/// <reference lib="webworker" />
export type {};

declare const self: ServiceWorkerGlobalScope;
/** The site's files, named by the build: kept at the first visit, for the next offline. */
declare const SITE_FILES: string[];

const CACHE = "labyrinth-site";
const PINNED = "/pyodide/";
const ISOLATION = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
  "Cross-Origin-Resource-Policy": "same-origin",
};

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SITE_FILES)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

function isolated(response: Response): Response {
  if (response.status === 0) return response; // an opaque answer cannot be changed
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function answer(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const pinned = new URL(request.url).pathname.includes(PINNED);
  if (pinned) {
    const kept = await cache.match(request);
    if (kept) return isolated(kept);
  }
  try {
    const fresh = await fetch(request);
    if (fresh.ok) await cache.put(request, fresh.clone());
    return isolated(fresh);
  } catch (offline) {
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return isolated(kept);
    throw offline;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(answer(request));
});
