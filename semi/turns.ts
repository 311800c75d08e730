/**
 * Turns of the event loop for Semi's work on the main thread. A burst of questions would otherwise run
 * back to back: a hundred requests read in one pass of the loop each start their lexical retrieval, and
 * the encoder's replies, delivered together, each continue into ranking and composition, while every
 * other request (GET /healthz, a page) waits for the lot. Callers of `nextTurn` continue in order, as many
 * in one pass of the loop as fit in TURN_SLICE_MS, then the server's I/O runs before the next pass.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

/** Milliseconds of Semi's work in one pass of the event loop: short enough for the rest of the server to stay quick. */
export const TURN_SLICE_MS = 8;

async function takeTurns(): Promise<void> {
  const started = performance.now();
  do {
    waiting.shift()!();
    // The caller's continuation was queued first: it runs up to its next await before this resumes.
    await Promise.resolve();
  } while (waiting.length > 0 && performance.now() - started < TURN_SLICE_MS);
  if (waiting.length > 0) setImmediate(() => void takeTurns());
  else scheduled = false;
}

/** Resolves after those who asked before, in a pass of the event loop that has time left for it. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(() => void takeTurns());
    }
  });
}
