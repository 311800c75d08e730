/**
 * Building blocks of hostile input (fast-check arbitraries): text chosen to break things, JSON that is
 * random, malformed, deeply nested or oversized, and the headers, tokens and client addresses a
 * request may carry. The suites in tests/reliability/hostile*.int.spec.ts build their requests from them.
 */
import fc from 'fast-check';

/** Text chosen to break things: control and invisible characters, lone surrogates, number-like and injection-like strings. */
const nastyStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\u202e\u200f\u200e',
  '\u200b\u2060\ufeff',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇l͖͎g̞̥o̶',
  '\r\n\t\v\f',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '1e309',
  '-0',
  '0x10',
  '9'.repeat(400),
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '%00',
  '%ED%A0%80',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  "'; DROP TABLE events; --",
  '${7*7}{{7*7}}',
  '\\',
  '%_\\%',
  '   ',
  '',
];
const nasty = fc.constantFrom(...nastyStrings);
/** Long enough to pass each length limit (120, 200, 500, 1,000, 2,000, 5,000 characters) and far beyond. */
const long = fc.constantFrom(121, 201, 501, 1025, 2001, 5001, 90_000).map((n) => 'x'.repeat(n));
export const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), nasty, fc.string({ maxLength: 8 })).map(([a, b, c]) => a + b + c) },
  { weight: 1, arbitrary: long },
);

/** Field names of the real payloads: kept out of random objects so that those stay invalid by construction. */
const FIELD_NAMES = new Set(
  'sessionId path referrer userAgent fromPath toPath timeSpent question password prompt perspective seed background minimalism colorPalette aspectRatio title description extendedDescription learningStatus rejectionReason licensing searchKeywords tags expectedVersion'.split(
    ' ',
  ),
);
const jsonKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 10 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'hasOwnProperty', 'valueOf', 'then') },
  { weight: 1, arbitrary: nasty },
).filter((key) => !FIELD_NAMES.has(key));

export const numberLiteral = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom('1e999999', '-1e400', '123456789012345678901234567890', `0.${'0'.repeat(300)}1`, '-0', '1E+2', '9'.repeat(500), '2147483648', '9223372036854775808'),
);
const scalarJson = fc.oneof(numberLiteral, fc.boolean().map(String), fc.constant('null'), text.map((s) => JSON.stringify(s)));

/** Any JSON text (serialized by hand, so keys like __proto__ and duplicate keys reach the server as written). */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', maxDepth: 4 }, scalarJson, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(jsonKey, tie('value')), { maxLength: 4 })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
})).value;

export const malformedJson = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  jsonText.filter((t) => t.length > 1).map((t) => t.slice(0, -1)),
  fc.constantFrom(
    '{',
    '}',
    '[',
    '{"a":',
    '{"a":1,}',
    '[1,]',
    "{'a':1}",
    '{a:1}',
    'NaN',
    'Infinity',
    'undefined',
    '\ufeff{}',
    '/* comment */{}',
    '{"a":1}{"b":2}',
    '"\\ud800"',
    '"\\u0000"',
    '"\\x00"',
    '"\\u12"',
    '\u0000',
    '',
    ' ',
    'null',
    'true',
    '0',
    '-',
    '1e',
    '0x10',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\\uDEAD"}',
  ),
);

/** Nested 100, 1,000 or 10,000 levels (10,000 levels of `{"a":` is 50 KB, under the body limit), closed or not. */
export const deepJson = fc
  .record({
    depth: fc.constantFrom(100, 1000, 10_000),
    open: fc.constantFrom('[', '{"a":', '{"__proto__":', '{"constructor":'),
    closed: fc.boolean(),
  })
  .map(({ depth, open, closed }) => `${open.repeat(depth)}1${closed ? (open === '[' ? ']' : '}').repeat(depth) : ''}`);

export const oversized = fc.constantFrom(120_000, 1_000_000).map((n) => JSON.stringify({ padding: 'x'.repeat(n) }));

export const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded as UTF-8: send the bytes a broken client would
  }
};
export const encodedText = text.map(encode);

/** Printable ASCII and Latin-1: what an HTTP header may carry. */
const headerChar = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((code) => String.fromCharCode(code));
export const headerText = fc.string({ unit: headerChar, maxLength: 60 });

export const VALID_TOKEN = '<valid admin token>';
export const authorization = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constant(VALID_TOKEN) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'bearer  ',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer null',
      'Bearer undefined',
      `Bearer ${'A'.repeat(43)}`,
      `Bearer ${'A'.repeat(8000)}`,
      'Token abc',
      'Bearer a b',
      'Bearer\tx',
      'Bearer ../../etc/passwd',
      'Bearer %00',
    ),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) => `Bearer ${token}`) },
  { weight: 1, arbitrary: headerText.map((value) => `Bearer ${value}`) },
  { weight: 1, arbitrary: headerText },
);

/** Clients of both families, so that the limiters key IPv6 /64 networks as well as IPv4 addresses. */
export const clientAddress = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('::ffff:203.0.113.9', '::1', '2001:db8::1'));

export const extraHeaders = fc.dictionary(
  fc.constantFrom('accept', 'accept-language', 'x-forwarded-for', 'x-request-id', 'content-encoding', 'if-none-match', 'range', 'cookie', 'x-http-method-override', 'user-agent', 'origin', 'sec-fetch-site'),
  fc.oneof(headerText, fc.constantFrom('*/*', 'text/event-stream', 'gzip', 'bytes=0-1,5-', 'same-origin', 'cross-site', 'null', '"x"', '127.0.0.1, ::1, 999.1.1.1')),
  { maxKeys: 3 },
);
