/**
 * PostgreSQL cannot store U+0000 in text or jsonb, and jsonb refuses an unpaired UTF-16 surrogate
 * (JSON.stringify writes it as a lone `\udXXX` escape). Such input would fail inside the database as
 * an internal error, so requests carrying it are refused at the edge with a 400 naming the field:
 * REST bodies, query strings and path parameters; GraphQL variables and string literals.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const UNSTORABLE = /[\u0000\ud800-\udfff]/u; // with the u flag, a surrogate *pair* is one code point and does not match

export interface InputProblem {
  /** Dotted path of the offending field ('' for the value itself). */
  path: string;
  problem: string;
}

interface Frame {
  value: unknown;
  parent: Frame | undefined;
  key: string;
  depth: number;
}

const pathOf = (frame: Frame) => {
  const keys: string[] = [];
  for (let at: Frame | undefined = frame; at?.parent; at = at.parent) keys.push(at.key);
  const path = keys.reverse().join('.');
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
};

/**
 * The first string (or object key) PostgreSQL cannot store, or the first value nested deeper than
 * maxDepth. Iterative, so a body nested 10,000 levels deep cannot exhaust the stack.
 */
export function findUnstorableInput(root: unknown, maxDepth = Number.POSITIVE_INFINITY): InputProblem | undefined {
  const stack: Frame[] = [{ value: root, parent: undefined, key: '', depth: 0 }];
  while (stack.length) {
    const frame = stack.pop()!;
    const { value } = frame;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { path: pathOf(frame), problem: 'must not contain NUL characters or unpaired surrogates' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (frame.depth >= maxDepth) return { path: pathOf(frame), problem: `must not be nested deeper than ${maxDepth} levels` };
    for (const [key, child] of Object.entries(value)) {
      const next = { value: child, parent: frame, key, depth: frame.depth + 1 };
      if (UNSTORABLE.test(key)) return { path: pathOf(next), problem: 'field names must not contain NUL characters or unpaired surrogates' };
      stack.push(next);
    }
  }
  return undefined;
}

export const describeProblem = (found: InputProblem, fallback: string) => `${found.path || fallback}: ${found.problem}`;
