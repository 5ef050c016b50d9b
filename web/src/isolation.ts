// Cross-origin isolation lets Python in the worker be interrupted (SharedArrayBuffer). A host
// that sends the headers gives it at once; elsewhere the service worker adds them, which takes
// one reload after it first takes charge. Without either (an old browser, service workers
// blocked by a policy) the page works all the same, only without the interrupt.

const RELOADED = "labyrinth-reloaded-for-isolation";
/** How long the page waits for its service worker before it starts without it. */
const PATIENCE_MS = 5000;

/** ``promise``'s value, or null when it takes longer than ``ms`` (or fails). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return Promise.race([promise.catch(() => null), late]);
}

/** Register the service worker; false when the page reloads itself to become isolated. */
export async function becomeIsolated(): Promise<boolean> {
  if (!("serviceWorker" in navigator) || !isSecureContext) return true;
  const worker = navigator.serviceWorker;
  const registered = await within(worker.register("service-worker.js"), PATIENCE_MS);
  if (!registered || crossOriginIsolated || sessionStorage.getItem(RELOADED)) return true;
  const inCharge = worker.controller
    ? Promise.resolve(true)
    : new Promise<boolean>((resolve) =>
        worker.addEventListener("controllerchange", () => resolve(true), { once: true }),
      );
  if (!(await within(inCharge, PATIENCE_MS))) return true;
  sessionStorage.setItem(RELOADED, "1");
  location.reload();
  return false;
}
