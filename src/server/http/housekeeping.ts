/**
 * Clean-ups (expired carts, tokens, password resets) run now and then by whichever instance
 * serves the request that triggers them: at most once an hour per process, after the answer,
 * never in a request's way, their failure logged. No scheduler is needed and any number of
 * instances may run them (the DELETEs are idempotent).
 */
const HOUR_MS = 60 * 60 * 1000;

/**
 * Work still running after its answer went out, kept under a global symbol: the app bundle has
 * its own copy of this module, and the HTTP server (scripts/server.ts) waits for these at
 * shutdown, so a reset mail is not lost to a deploy.
 */
const PENDING = Symbol.for('webshop.afterAnswer');
const pending = ((globalThis as { [PENDING]?: Set<Promise<unknown>> })[PENDING] ??= new Set());

/** Work that runs after the answer: its failure is logged, never the caller's. */
export function afterAnswer(label: string, work: Promise<unknown>): void {
  const tracked = work.catch((err: unknown) => console.error(`[housekeeping] ${label} failed:`, err instanceof Error ? err.message : err));
  pending.add(tracked);
  void tracked.finally(() => pending.delete(tracked));
}

/** A trigger that starts `work` when `intervalMs` has passed since it last did (in this process). */
export function every(intervalMs: number, label: string, work: () => Promise<unknown>): (now?: number) => void {
  let last = 0;
  return (now = Date.now()) => {
    if (now - last < intervalMs) return;
    last = now;
    afterAnswer(label, Promise.resolve().then(work));
  };
}

/** A trigger that starts `work` when an hour has passed since it last did (in this process). */
export const hourly = (label: string, work: () => Promise<unknown>): ((now?: number) => void) => every(HOUR_MS, label, work);
