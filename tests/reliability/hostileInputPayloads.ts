/**
 * Plausible-but-invalid payloads of the real writes (a page visit, a question, an image edit, ...): one
 * field set to a value the validation must refuse. The REST routes send them as bodies, the GraphQL
 * operations as variables.
 */
import fc from 'fast-check';

/** One field of an otherwise plausible payload set to a value the validation must refuse. */
function nearValid(base: Record<string, unknown>, mutations: Record<string, unknown[]>): fc.Arbitrary<string> {
  const fields = Object.keys(mutations);
  return fc.oneof(
    fc.constantFrom(...fields).chain((field) =>
      fc.constantFrom(...mutations[field]!).map((value) => JSON.stringify({ ...base, [field]: value === MISSING ? undefined : value })),
    ),
    // an unknown field next to valid ones, including the prototype-pollution keys (written literally)
    fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'isAdmin').map((key) => {
      const json = JSON.stringify(base);
      return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}${JSON.stringify(key)}:{"isAdmin":true}}`;
    }),
  );
}
const MISSING = Symbol('missing');
const notText = [5, -1, 1.5, true, null, [], {}, ['x'], { a: 1 }];
export const unstorable = ['\u0000', 'a\u0000', '\ud800', 'x\udc00y'];

export const visitBody = nearValid(
  { sessionId: 's-1', path: '/x', referrer: null, userAgent: 'Mozilla/5.0' },
  {
    sessionId: [MISSING, '', '   ', 'x'.repeat(121), ...notText, ...unstorable],
    path: [MISSING, '', 'no-slash', 'http://evil.example/', `/${'x'.repeat(2000)}`, ...notText, '/\u0000', '/\ud800'],
    referrer: [5, true, [], {}, 'x'.repeat(2001), '\u0000'],
    userAgent: [5, null, [], 'x'.repeat(1001), '\ud800'],
  },
);
export const navigationBody = nearValid(
  { sessionId: 's-1', fromPath: '/', toPath: '/x' },
  {
    sessionId: [MISSING, '', 'x'.repeat(121), ...notText, '\u0000'],
    fromPath: [MISSING, '', 'x', `/${'y'.repeat(2000)}`, ...notText, '/\ud800'],
    toPath: [MISSING, '', '..', ...notText, '/\u0000'],
  },
);
export const timeBody = nearValid(
  { timeSpent: '30' },
  { timeSpent: [MISSING, '', ' 5', '-1', '1.5', 'NaN', 'Infinity', '1e3', '0x10', '86401', '9'.repeat(400), -1, 1.5, 86_401, 1e308, true, null, [], {}, '\u0000'] },
);
export const chatBody = nearValid({ question: 'What is Scout?' }, { question: [MISSING, '', '    ', 'x'.repeat(501), ...notText, ...unstorable] }).filter(
  // an unknown field does not make a question invalid (the route reads only `question`)
  (body) => !body.includes('"isAdmin":true}}'),
);
export const generateBody = nearValid(
  {},
  {
    prompt: ['', '   ', 'x'.repeat(501), 5, null, [], ...unstorable],
    perspective: ['x', '', 5, null, 'STARTUP_FOUNDERS'],
    seed: [2 ** 40, -(2 ** 40), '99999999999', 1e300],
    background: ['x', 5, null],
    minimalism: [55, -10, 110, 'abc', null, 1.5, [], '5e1x'],
    colorPalette: ['neon', 5, null],
    aspectRatio: ['21:9', '', '16/9', 5, null],
  },
);
export const imageEditBody = nearValid(
  { description: 'A calm lighthouse.' },
  {
    title: ['', '   ', 'x'.repeat(201), 5, null, [], ...unstorable],
    description: ['x'.repeat(2001), 5, null, {}, ...unstorable],
    learningStatus: ['published', '', 'FINAL_VERSION', 5, null],
    rejectionReason: ['x'.repeat(501), 5, {}, [], '\u0000'],
    licensing: ['', '  ', 'x'.repeat(501), 5, null],
    searchKeywords: ['x'.repeat(1001), 5, null, '\ud800'],
    tags: ['[not json', '{"a":1}', 'x', 5, {}, [''], [5], [null], ['x'.repeat(61)], Array.from({ length: 51 }, (_, i) => `t${i}`), ['\u0000']],
    expectedVersion: ['abc', 1.5, -1, true, [], {}, 1e300, '9'.repeat(30), 'NaN', ' 1'],
  },
);
// the base itself is a wrong password: answered 401 {success: false}, nothing appended
export const passwordBody = nearValid({ password: 'not the password' }, { password: [MISSING, '', null, 5, true, [], {}, 'x'.repeat(1025), '\u0000'] });
