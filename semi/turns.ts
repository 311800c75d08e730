/**
 * Turns of the event loop for Semi's work on the main thread. A burst of questions would otherwise run
 * back to back: a hundred requests read in one pass of the loop each start their lexical retrieval, and
 * the encoder's replies, delivered together, each continue into ranking and composition, while every
 * other request (GET /healthz, a page) waits for the lot. Each caller of `nextTurn` continues in a turn of
 * its own, in order, one per pass of the loop, with the server's I/O in between.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function takeTurn(): void {
  // Resolving runs the caller's continuation in this callback's microtasks, up to its next await.
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(takeTurn);
  else scheduled = false;
}

/** Resolves in a pass of the event loop of its own, after those who asked before. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(takeTurn);
    }
  });
}
