/**
 * Hostile input (issue 11, item 4): random and malformed bodies, query strings, headers and GraphQL
 * documents sent to every documented REST path, to /graphql and over graphql-ws, plus path
 * traversal on the image file routes. Whatever arrives: never a 5xx, never a stack trace or a file
 * path in the answer, and never an appended event unless the request was a valid write.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { catalogDirectory, catalogFileNames } from '../../api/assets/catalogFiles.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { talk } from '../support/graphqlWs.ts';

/**
 * A source location, a stack frame ("at fn (/path/file.js:1:2)", "at file:///x.js:1:2") or an installed
 * module's path: internals that must never reach a client. (The looser `at .*\(` also matches prose
 * that answers legitimately echo, e.g. "must be at most 200 characters; Unrecognized key: \"(\"".)
 */
const LEAK = /\.ts:\d+|node_modules|\bat (?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/)[^\s"')]*:\d+:\d+/;
const IMAGE_ID = 'img-founders-hero-geometric-lighthouse';
const SCALE = Number(process.env.HOSTILE_SCALE ?? 1);
const RUNS = { rest: 300 * SCALE, graphql: 300 * SCALE, socket: 100 * SCALE, traversal: 200 * SCALE };

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

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
const text = fc.oneof(
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

const numberLiteral = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom('1e999999', '-1e400', '123456789012345678901234567890', `0.${'0'.repeat(300)}1`, '-0', '1E+2', '9'.repeat(500), '2147483648', '9223372036854775808'),
);
const scalarJson = fc.oneof(numberLiteral, fc.boolean().map(String), fc.constant('null'), text.map((s) => JSON.stringify(s)));

/** Any JSON text (serialized by hand, so keys like __proto__ and duplicate keys reach the server as written). */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', maxDepth: 4 }, scalarJson, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(jsonKey, tie('value')), { maxLength: 4 })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
})).value;

const malformedJson = fc.oneof(
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
const deepJson = fc
  .record({
    depth: fc.constantFrom(100, 1000, 10_000),
    open: fc.constantFrom('[', '{"a":', '{"__proto__":', '{"constructor":'),
    closed: fc.boolean(),
  })
  .map(({ depth, open, closed }) => `${open.repeat(depth)}1${closed ? (open === '[' ? ']' : '}').repeat(depth) : ''}`);

const oversized = fc.constantFrom(120_000, 1_000_000).map((n) => JSON.stringify({ padding: 'x'.repeat(n) }));

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
const unstorable = ['\u0000', 'a\u0000', '\ud800', 'x\udc00y'];

const visitBody = nearValid(
  { sessionId: 's-1', path: '/x', referrer: null, userAgent: 'Mozilla/5.0' },
  {
    sessionId: [MISSING, '', '   ', 'x'.repeat(121), ...notText, ...unstorable],
    path: [MISSING, '', 'no-slash', 'http://evil.example/', `/${'x'.repeat(2000)}`, ...notText, '/\u0000', '/\ud800'],
    referrer: [5, true, [], {}, 'x'.repeat(2001), '\u0000'],
    userAgent: [5, null, [], 'x'.repeat(1001), '\ud800'],
  },
);
const navigationBody = nearValid(
  { sessionId: 's-1', fromPath: '/', toPath: '/x' },
  {
    sessionId: [MISSING, '', 'x'.repeat(121), ...notText, '\u0000'],
    fromPath: [MISSING, '', 'x', `/${'y'.repeat(2000)}`, ...notText, '/\ud800'],
    toPath: [MISSING, '', '..', ...notText, '/\u0000'],
  },
);
const timeBody = nearValid(
  { timeSpent: '30' },
  { timeSpent: [MISSING, '', ' 5', '-1', '1.5', 'NaN', 'Infinity', '1e3', '0x10', '86401', '9'.repeat(400), -1, 1.5, 86_401, 1e308, true, null, [], {}, '\u0000'] },
);
const chatBody = nearValid({ question: 'What is Scout?' }, { question: [MISSING, '', '    ', 'x'.repeat(501), ...notText, ...unstorable] }).filter(
  // an unknown field does not make a question invalid (the route reads only `question`)
  (body) => !body.includes('"isAdmin":true}}'),
);
const generateBody = nearValid(
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
const imageEditBody = nearValid(
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
const passwordBody = nearValid({ password: 'not the password' }, { password: [MISSING, '', null, 5, true, [], {}, 'x'.repeat(1025), '\u0000'] });

type Body = string | undefined;
const genericBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: jsonText },
  { weight: 3, arbitrary: malformedJson },
  { weight: 2, arbitrary: deepJson },
  { weight: 1, arbitrary: oversized },
);

interface Route {
  method: 'GET' | 'POST' | 'PATCH';
  /** With {image} or {visit} where the path takes an id. */
  path: string;
  write?: boolean;
  /** Admin-only: the valid token may be sent (never to logout or scan, which it would end or run). */
  admin?: 'edit' | 'no-valid-token';
  /** Route-specific plausible-but-invalid payloads. */
  invalid?: fc.Arbitrary<string>;
}

/** The documented REST paths, plus the other public paths the server answers. */
const routes: Route[] = [
  { method: 'POST', path: '/api/analytics/page-visit', write: true, invalid: visitBody },
  { method: 'POST', path: '/api/analytics/navigation', write: true, invalid: navigationBody },
  { method: 'PATCH', path: '/api/analytics/page-visit/{visit}', write: true, invalid: timeBody },
  { method: 'POST', path: '/api/analytics/page-visit/{visit}/time', write: true, invalid: timeBody },
  { method: 'POST', path: '/api/analytics/admin-session', write: true, admin: 'no-valid-token' },
  { method: 'POST', path: '/api/semi/chat', write: true, invalid: chatBody },
  { method: 'POST', path: '/api/images/generate', write: true, invalid: generateBody },
  { method: 'GET', path: '/api/creative/sessions' },
  { method: 'GET', path: '/api/creative/assets/validate' },
  { method: 'GET', path: '/api/creative/images' },
  { method: 'GET', path: '/api/creative/images/{image}' },
  { method: 'PATCH', path: '/api/creative/images/{image}', write: true, admin: 'edit', invalid: imageEditBody },
  { method: 'POST', path: '/api/creative/images/{image}/download', write: true },
  { method: 'POST', path: '/api/creative/assets/repair', write: true },
  { method: 'GET', path: '/api/creative/usage/stats' },
  { method: 'POST', path: '/api/creative/usage/scan', write: true, admin: 'no-valid-token' },
  { method: 'POST', path: '/api/admin/auth', write: true, invalid: passwordBody },
  { method: 'POST', path: '/api/admin/logout', write: true, admin: 'no-valid-token' },
  { method: 'GET', path: '/api/images/static-gallery' },
  { method: 'GET', path: '/api/admin/events/export', admin: 'edit' },
  { method: 'GET', path: '/healthz' },
];

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded as UTF-8: send the bytes a broken client would
  }
};
const encodedText = text.map(encode);
const rawSegments = [
  'no-such-image',
  'IMG-FOUNDERS',
  '..',
  '.',
  '%2e%2e',
  '%00',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%FF',
  '%',
  '%2',
  '%2F',
  'a'.repeat(121),
  'x'.repeat(5000),
  '%F0%9F%98%80',
  `${IMAGE_ID}%00`,
  `${IMAGE_ID}%20`,
  '__proto__',
  'constructor',
  'null',
  '0',
  '-1',
  '00000000-0000-4000-8000-000000000000',
];
type Id = { valid: true } | { raw: string };
const idArb: fc.Arbitrary<Id> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ valid: true as const }) },
  { weight: 2, arbitrary: fc.constantFrom(...rawSegments).map((raw) => ({ raw })) },
  { weight: 1, arbitrary: fc.uuid().map((raw) => ({ raw })) },
  { weight: 2, arbitrary: encodedText.filter((s) => s.length > 0).map((raw) => ({ raw })) },
);

const queryString = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom('searchTerm', 'perspective', 'learningStatus', 'journeyStage', 'limit', 'offset', 'download', '__proto__', 'constructor', 'x'), encodedText),
          fc.oneof(
            encodedText,
            fc.constantFrom('all', '', 'final_version', 'startup_founders', 'brand_discovery', '%00', '%ED%A0%80', '%C0%AE', '%', '+', '%2B', '1e309', 'NaN', '-1', '0', '500', '501', '99999999999999999999'),
          ),
        ),
        { minLength: 1, maxLength: 5 },
      )
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '?',
      '?&&&',
      '?=',
      '?a',
      '?%',
      '?%zz=1',
      '?searchTerm=%ED%A0%80',
      '?searchTerm=%00',
      '?a[b]=c',
      '?a[]=1&a[]=2',
      '?__proto__[isAdmin]=1',
      '?constructor[prototype][isAdmin]=1',
      '?limit=1e309',
      '?offset=-1',
      '?limit=NaN',
      `?searchTerm=${'x'.repeat(5000)}`,
      '?journeyStage=all&journeyStage=all',
      '?perspective=startup_founders&perspective=content_creators',
    ),
  },
);

/** Printable ASCII and Latin-1: what an HTTP header may carry. */
const headerChar = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((code) => String.fromCharCode(code));
const headerText = fc.string({ unit: headerChar, maxLength: 60 });

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json;charset=utf-16',
      'application/json; charset=',
      'application/json, text/plain',
      'application/vnd.api+json',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'application/xml',
      'application/graphql',
      'application/*',
      '*/*',
      'text/html',
      '',
      ';',
    ),
  },
  { weight: 1, arbitrary: headerText },
  { weight: 2, arbitrary: fc.constant(undefined) },
);

const VALID_TOKEN = '<valid admin token>';
const authorization = fc.oneof(
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
const clientAddress = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('::ffff:203.0.113.9', '::1', '2001:db8::1'));

const extraHeaders = fc.dictionary(
  fc.constantFrom('accept', 'accept-language', 'x-forwarded-for', 'x-request-id', 'content-encoding', 'if-none-match', 'range', 'cookie', 'x-http-method-override', 'user-agent', 'origin', 'sec-fetch-site'),
  fc.oneof(headerText, fc.constantFrom('*/*', 'text/event-stream', 'gzip', 'bytes=0-1,5-', 'same-origin', 'cross-site', 'null', '"x"', '127.0.0.1, ::1, 999.1.1.1')),
  { maxKeys: 3 },
);

/**
 * How many events a 2xx answer may append ([min, max]): a download of a real image counts one; a
 * beacon whose text is a valid number of seconds records one. Everything else appends nothing (the
 * default generation was rendered before the suites, so it is cached).
 */
function eventsAllowedOnSuccess(route: Route, method: string, id: Id, body: Body, type: string | undefined): [number, number] {
  if (method !== route.method) return [0, 0];
  if (route.path.endsWith('/download') && 'valid' in id) return [1, 1];
  if (route.path.endsWith('/time') && 'valid' in id && body !== undefined && /^text\/plain/i.test(type ?? '')) {
    // sendBeacon text that is not JSON is taken as the seconds themselves ("007")
    try {
      JSON.parse(body);
    } catch {
      if (/^\d{1,6}$/.test(body) && Number(body) <= 86_400) return [1, 1];
    }
  }
  return [0, 0];
}

// ---------------------------------------------------------------------------------------------
// GraphQL documents
// ---------------------------------------------------------------------------------------------

interface Operation {
  name: string;
  document: string;
  /** Variables that the validation must refuse (mutations) or any variables (queries). */
  variables: fc.Arbitrary<Record<string, unknown>>;
}
const anyVariables = fc.dictionary(fc.constantFrom('id', 'input', 's', 'p', 'q', 'x', '__proto__'), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 });
const withoutNulls = (input: Record<string, unknown>) => !Object.values(input).includes(null);
const oneOf = (...values: unknown[]) => fc.constantFrom(...values);
const withNasty = (...values: unknown[]) => fc.oneof(fc.constantFrom(...values), text);
const operations: Operation[] = [
  {
    name: 'images',
    document:
      'query Q($s: String, $p: Perspective, $l: LearningStatus, $j: JourneyStage, $o: Int, $n: Int) { images(searchTerm: $s, perspective: $p, learningStatus: $l, journeyStage: $j, offset: $o, limit: $n) { total items { id title tags version usageLocations { page } } } }',
    variables: fc.record(
      {
        s: text,
        p: withNasty('startup_founders', 'all', 5),
        l: withNasty('final_version', null),
        j: withNasty('brand_discovery', []),
        o: oneOf(-1, 0, 2 ** 31, 100_001, 1.5, '1', null),
        n: oneOf(0, 1, 500, 501, -5, 2 ** 31 - 1, 1e20, 'x'),
      },
      { requiredKeys: [] },
    ),
  },
  { name: 'image', document: 'query Q($id: ID!) { image(id: $id) { id title downloadCount generationParams usageLocations { page } } }', variables: fc.record({ id: fc.oneof(text, oneOf(IMAGE_ID, 5, null, [], {})) }) },
  { name: 'sessions', document: 'query Q($j: JourneyStage) { creativeSessions(journeyStage: $j) { id images { id } } }', variables: fc.record({ j: fc.oneof(text, oneOf('all', 'brand_discovery', 5)) }) },
  { name: 'public', document: '{ usageStats { totalImages usageByPage { page count } } assetValidation { brokenImages } staticGallery { url } }', variables: anyVariables },
  {
    name: 'eventLog',
    document:
      'query Q($a: BigInt, $b: BigInt, $f: DateTime, $u: DateTime, $t: [EventType!], $s: String, $n: Int, $d: Boolean) { eventLog(after: $a, before: $b, from: $f, to: $u, types: $t, stream: $s, limit: $n, newestFirst: $d) { globalPosition type data metadata } }',
    variables: fc.record(
      {
        a: oneOf('0', '-1', '1.5', '9223372036854775807', '9223372036854775808', '99999999999999999999', 1e21, 'abc', '', null, true),
        b: oneOf('0', '1', '-1', '9223372036854775807', '9223372036854775808', 'abc', null),
        f: withNasty('2026-01-01T00:00:00Z', '2026-13-45T99:00:00Z', '0', '', null, 5),
        u: withNasty('2020-01-01T00:00:00Z', 'tomorrow', '+275760-09-13T00:00:00Z', null),
        t: fc.oneof(fc.array(text, { maxLength: 60 }), oneOf(null, 'x', [null])),
        s: text,
        n: oneOf(0, 1, 1000, 1001, -1, 2 ** 31, 'x'),
        d: oneOf(true, false, null, 'yes', 1),
      },
      { requiredKeys: [] },
    ),
  },
  {
    name: 'imageAsOf',
    document: 'query Q($id: ID!, $at: String!) { imageAsOf(id: $id, at: $at) { asOfPosition image { imageId description version } } }',
    variables: fc.record(
      {
        id: fc.oneof(text, oneOf(IMAGE_ID, '', 5, null, [])),
        at: withNasty('1', '0', '-1', '1.5', '9223372036854775807', '9223372036854775808', '2026-01-31T12:00:00Z', '2026-01-31', 'yesterday', '', null, 7),
      },
      { requiredKeys: [] },
    ),
  },
  { name: 'adminSession', document: '{ adminSession { account } }', variables: anyVariables },
  {
    name: 'analyticsDashboard',
    document: 'query Q($f: String!, $t: String!, $p: String) { analyticsDashboard(from: $f, to: $t) { visits sessions nextPages(fromPath: $p) { fromPath toPath count } } }',
    variables: fc.record(
      {
        f: withNasty('2026-01-01', '2026-02-30', '2026-1-1', '0000-01-01', '9999-12-31', '', null, 5),
        t: withNasty('2026-01-31', '2024-01-01', '2028-01-01', '+275760-09-13', '', null),
        p: withNasty('/', '/products', 'products', '', null),
      },
      { requiredKeys: [] },
    ),
  },
  {
    name: 'markAdminSession',
    document: 'mutation M($s: String!) { markAdminSession(sessionId: $s) }',
    variables: fc.record({ s: oneOf('', '    ', 'x'.repeat(121), 5, null, [], ...unstorable) }),
  },
  {
    name: 'editImage',
    document: 'mutation M($id: ID!, $input: ImageEditInput!, $v: Int) { editImage(id: $id, input: $input, expectedVersion: $v) { id version } }',
    variables: fc.oneof(
      // GraphQL drops null fields of the input (absent), which could leave a valid edit: keep only non-null mutations
      fc.record({ id: oneOf(IMAGE_ID), input: imageEditBody.map((body) => JSON.parse(body) as Record<string, unknown>).filter(withoutNulls), v: oneOf(undefined, 0, -1) }),
      fc.record({ id: fc.oneof(text, oneOf('no-such-image')), input: fc.constant({}) }),
    ),
  },
  {
    name: 'setRejectionReason',
    document: 'mutation M($ids: [ID!]!, $r: String!) { setRejectionReason(ids: $ids, rejectionReason: $r) { id } }',
    variables: fc.oneof(
      fc.record({ ids: oneOf([], Array.from({ length: 501 }, () => IMAGE_ID), [IMAGE_ID, 'no-such-image'], [IMAGE_ID, 'A B']), r: oneOf('generic', '') }),
      fc.record({ ids: oneOf([IMAGE_ID]), r: oneOf('', '   ', 'x'.repeat(501), 5, null, '\u0000') }),
    ),
  },
  { name: 'downloadImage', document: 'mutation M($id: ID!) { downloadImage(id: $id) { downloadCount } }', variables: fc.record({ id: fc.oneof(oneOf(IMAGE_ID, 'no-such-image', 5, null), text) }) },
  {
    name: 'generateImage',
    document: 'mutation M($input: GenerateImageInput) { generateImage(input: $input) { success } }',
    variables: fc.record({ input: generateBody.map((body) => JSON.parse(body) as Record<string, unknown>).filter(withoutNulls) }),
  },
  { name: 'adminLogin', document: 'mutation M($p: String!) { adminLogin(password: $p) { success sessionId } }', variables: fc.record({ p: fc.oneof(text, oneOf('', 'x'.repeat(1025), 5, null)) }) },
  { name: 'adminLogout', document: 'mutation { adminLogout }', variables: anyVariables },
  { name: 'scanUsage', document: 'mutation { scanUsage { success } }', variables: anyVariables },
  {
    name: 'recordPageVisit',
    document: 'mutation M($s: String!, $p: String!, $r: String) { recordPageVisit(sessionId: $s, path: $p, referrer: $r) }',
    variables: visitBody.map((body) => {
      const { sessionId, path, referrer } = JSON.parse(body) as Record<string, unknown>;
      return { s: sessionId, p: path, r: referrer };
    }).filter((vars) => !(typeof vars.s === 'string' && vars.s === 's-1' && vars.p === '/x' && (vars.r === null || vars.r === undefined))),
  },
  {
    name: 'recordNavigation',
    document: 'mutation M($s: String!, $f: String!, $t: String!) { recordNavigation(sessionId: $s, fromPath: $f, toPath: $t) }',
    variables: navigationBody.map((body) => {
      const { sessionId, fromPath, toPath } = JSON.parse(body) as Record<string, unknown>;
      return { s: sessionId, f: fromPath, t: toPath };
    }).filter((vars) => !(vars.s === 's-1' && vars.f === '/' && vars.t === '/x')),
  },
  {
    name: 'recordTimeSpent',
    document: 'mutation M($v: ID!, $t: Int!) { recordTimeSpent(visitId: $v, timeSpent: $t) }',
    variables: fc.record({ v: fc.oneof(fc.uuid(), text), t: oneOf(-1, 86_401, 2 ** 31, 1.5, '5', null) }),
  },
  { name: 'askSemi', document: 'mutation M($q: String!) { askSemi(question: $q) { success } }', variables: fc.record({ q: oneOf('', '    ', 'x'.repeat(501), 5, null, ...unstorable) }) },
  { name: 'repairAssets', document: 'mutation { repairAssets { success repaired { imageId } } }', variables: anyVariables },
];

/** Random documents from the schema's own words (queries only: a random mutation literal could be a valid write). */
const gqlName = fc.constantFrom('images', 'image', 'creativeSessions', 'assetValidation', 'usageStats', 'staticGallery', 'eventLog', 'adminSession', '__typename', '__schema', '__type', 'types', 'name', 'nope', 'items', 'total', 'id', 'title', 'tags', 'session', 'downloadCount', 'usageLocations', 'page', 'type', 'metadata', 'data');
const gqlLiteral: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    numberLiteral,
    text.map((s) => JSON.stringify(s)),
    fc.constantFrom('true', 'false', 'null', 'startup_founders', 'final_version', 'brand_discovery', '$x', '$id', '"""block \u0000 string"""', '"\\u0000"', '"\\ud800"', '"\\u{10FFFF}"', '"\\u{110000}"'),
    fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
    fc.array(fc.tuple(gqlName, tie('value')), { maxLength: 3 }).map((entries) => `{${entries.map(([k, v]) => `${k}: ${v}`).join(', ')}}`),
  ),
})).value;
const gqlSelection: fc.Arbitrary<string> = fc.letrec<{ selection: string; field: string }>((tie) => ({
  selection: fc.array(tie('field'), { minLength: 1, maxLength: 4 }).map((fields) => `{ ${fields.join(' ')} }`),
  field: fc
    .record({
      alias: fc.option(fc.constantFrom('a', 'b', '__typename', 'x1'), { nil: undefined }),
      name: gqlName,
      args: fc.array(fc.tuple(fc.constantFrom('id', 'limit', 'offset', 'searchTerm', 'perspective', 'learningStatus', 'journeyStage', 'after', 'types', 'stream', 'name', 'x'), gqlLiteral), { maxLength: 3 }),
      directive: fc.option(fc.constantFrom('@include(if: true)', '@skip(if: $x)', '@deprecated', '@nope'), { nil: undefined }),
      sub: fc.option(fc.oneof({ depthSize: 'small', maxDepth: 3 }, tie('selection')), { nil: undefined }),
    })
    .map(
      ({ alias, name, args, directive, sub }) =>
        `${alias ? `${alias}: ` : ''}${name}${args.length ? `(${args.map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}${directive ? ` ${directive}` : ''}${sub ? ` ${sub}` : ''}`,
    ),
})).selection;
const grammarDocument = fc
  .tuple(fc.constantFrom('', 'query ', 'query Q($x: Boolean, $id: ID) ', 'query Q($x: NoSuchType) '), gqlSelection)
  .map(([head, selection]) => `${head}${selection}`);

const garbageDocument = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(fc.constantFrom('{', '}', '(', ')', '$', '!', ':', '@', '...', 'query', 'mutation', 'subscription', 'fragment', 'on', '[', ']', '"', '"""', '#', '=', 'images', 'id', '1', '\u0000', '\ufeff'), { maxLength: 40 })
    .map((tokens) => tokens.join(' ')),
  fc.constantFrom(...operations.map((o) => o.document)).chain((doc) => fc.nat({ max: doc.length - 1 }).map((n) => doc.slice(0, n))),
  fc.constantFrom(
    `${'{ images '.repeat(10_000)}`,
    `{ images(searchTerm: ${'['.repeat(10_000)}"x"${']'.repeat(10_000)}) { total } }`,
    `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    `{ image(id: "${'x'.repeat(90_000)}") { id } }`,
    `{ __typename ${'@include(if: true) '.repeat(200)}}`,
    'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }',
    '{ __schema { types { name fields { name args { name type { name ofType { name ofType { name } } } } } } } }',
    'query A { __typename } query B { __typename }',
    'query Q($x: String = "\\u0000") { images(searchTerm: $x) { total } }',
    '{ images(searchTerm: """\u0000""") { total } }',
    '{ image(id: "\\ud800") { id } }',
    'mutation { downloadImage(id: "\\u0000") { id } }',
    'mutation { editImage(id: "x", input: {}) { id } } mutation { editImage(id: "y", input: {}) { id } }',
    // the response cache's normalized key: comments, other operations, fragments, unused variables
    '# comment\n{ images(limit: 1) { total } } # trailing',
    'query A { images(limit: 1) { total } } query B { __typename }',
    'query Q($unused: String) { ...F } fragment F on Query { images(limit: 1) { total } }',
    'fragment F on Query { ...G } fragment G on Query { __typename } { ...F }',
    // mutation fields spend one write each: aliased refused writes append nothing
    `mutation { ${Array.from({ length: 15 }, (_, i) => `d${i}: downloadImage(id: "no-such-image") { id }`).join(' ')} }`,
    `mutation { ${Array.from({ length: 16 }, (_, i) => `d${i}: downloadImage(id: "${IMAGE_ID}") { id }`).join(' ')} }`,
    `mutation { ...M } fragment M on Mutation { a: downloadImage(id: "no-such-image") { id } b: askSemi(question: "") { success } }`,
    '',
    '#',
    '{}',
  ),
);

// ---------------------------------------------------------------------------------------------
// The suites
// ---------------------------------------------------------------------------------------------

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let visitId: string;
  let url: string;
  const tried = { rest: 0, restFixed: 0, graphql: 0, socket: 0, traversal: 0 };

  beforeAll(async () => {
    // The limiters run (keyed by random IPv4 and IPv6 clients) with a budget no fuzz run reaches.
    t = await startTestApp(kind, { RATE_LIMITS: 'true', WRITE_LIMIT_PER_MINUTE: '100000' });
    // Every catalog file present (1-pixel stand-ins that decode), so the public repair path has nothing to do and appends nothing.
    await writeStandInCatalogFiles(t);
    // The static gallery renders its three samples on first request (a valid write): done here, before counting.
    expect((await t.server.inject({ url: '/api/images/static-gallery' })).statusCode).toBe(200);
    // Likewise the generation with every parameter at its default (no input, null or {}), which later ones find cached.
    expect((await t.server.inject({ method: 'POST', url: '/api/images/generate', payload: {} })).statusCode).toBe(200);
    token = await t.login();
    visitId = (await t.server.inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'hostile-setup', path: '/' } })).json().id;
    url = await t.listen();
  });
  afterAll(async () => {
    const total = Object.values(tried).reduce((a, b) => a + b, 0);
    console.info(`hostile inputs on ${kind}: ${JSON.stringify(tried)}, total ${total}`);
    await t?.close();
  });

  /** Sends one request and checks the invariants; returns the response for further checks. */
  async function send(request: InjectOptions, [min, max]: [number, number] = [0, 0]) {
    const before = await t.eventCount();
    const response = await t.server.inject(request);
    const appended = (await t.eventCount()) - before;
    const label = `${request.method ?? 'GET'} ${String(request.url).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, label).toBeLessThan(500);
    // Images and log exports (attachments of the raw log, which holds earlier fuzzed text) are data, not error text.
    const isData = String(response.headers['content-type'] ?? '').startsWith('image/') || String(response.headers['content-disposition'] ?? '').startsWith('attachment');
    if (!isData) expect(response.body, label).not.toMatch(LEAK);
    expect(response.body, label).not.toMatch(/Unexpected error|INTERNAL_SERVER_ERROR|internal error/);
    if (response.statusCode >= 300) expect(appended, `an event appended for a refused request: ${label}`).toBe(0);
    else {
      expect(appended, `events appended for ${label}`).toBeGreaterThanOrEqual(min);
      expect(appended, `events appended for ${label}`).toBeLessThanOrEqual(max);
    }
    return response;
  }

  const fill = (path: string, id: Id) =>
    path.replace('{image}', 'valid' in id ? IMAGE_ID : id.raw).replace('{visit}', 'valid' in id ? visitId : id.raw);

  it('every REST path survives random and malformed bodies, query strings and headers', async () => {
    const covered = new Set<string>();
    // uniform over the routes (constantFrom favours the first values), so that each is hit about RUNS.rest / 19 times
    const anyRoute = fc.noBias(fc.integer({ min: 0, max: routes.length - 1 })).map((index) => routes[index]!);
    const request = anyRoute.chain((route) =>
      fc.record({
        route: fc.constant(route),
        method: fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') }),
        id: idArb,
        query: queryString,
        body: route.invalid ? fc.oneof({ weight: 2, arbitrary: route.invalid as fc.Arbitrary<Body> }, { weight: 3, arbitrary: genericBody }) : genericBody,
        contentType,
        authorization,
        headers: extraHeaders,
        ip: clientAddress,
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, method, id, query, body, contentType: type, authorization: auth, headers, ip }) => {
        covered.add(`${route.method} ${route.path}`);
        tried.rest += 1;
        const authHeader = auth === VALID_TOKEN ? (route.admin === 'no-valid-token' ? undefined : `Bearer ${token}`) : auth;
        const allHeaders: Record<string, string> = { ...headers };
        if (type !== undefined) allHeaders['content-type'] = type;
        if (authHeader !== undefined) allHeaders.authorization = authHeader;
        const methodHasBody = method !== 'GET' && method !== 'HEAD';
        await send(
          {
            method: method as InjectOptions['method'],
            url: `${fill(route.path, id)}${query}`,
            headers: allHeaders,
            payload: methodHasBody ? body : undefined,
            remoteAddress: ip,
          },
          eventsAllowedOnSuccess(route, method, id, body, type),
        );
      }),
      { numRuns: RUNS.rest },
    );
    expect([...covered].sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('every REST path refuses 10,000-level nesting, oversized bodies, prototype pollution and unstorable text', async () => {
    const bodies = [
      `${'['.repeat(10_000)}1${']'.repeat(10_000)}`,
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      `${'{"a":'.repeat(10_000)}{"__proto__":{"isAdmin":true}}${'}'.repeat(10_000)}`,
      JSON.stringify({ padding: 'x'.repeat(150_000) }),
      '{"__proto__":{"isAdmin":true},"sessionId":"s","path":"/","question":"hi","password":"x"}',
      '{"constructor":{"prototype":{"isAdmin":true}},"sessionId":"s","path":"/","question":"hi"}',
      '{"sessionId":"\\u0000","path":"/\\ud800","question":"\\u0000","password":"\\ud800","timeSpent":"\\u0000","description":"\\u0000","prompt":"\\ud800"}',
      '{"sessionId":"s","path":"/","timeSpent":1e999999,"description":"x","seed":1e999999,"minimalism":-0}',
    ];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const payload of bodies) {
        for (const auth of route.admin === 'edit' ? [undefined, `Bearer ${token}`] : [undefined]) {
          tried.restFixed += 1;
          await send(
            {
              method: route.method,
              url: fill(route.path, { valid: true }),
              headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
              payload,
            },
            // the download path takes no payload: a parsable one is ignored and the download counted
            eventsAllowedOnSuccess(route, route.method, { valid: true }, payload, 'application/json'),
          );
        }
      }
    }
    const proto = await t.server.inject({ method: 'POST', url: '/api/semi/chat', headers: { 'content-type': 'application/json' }, payload: bodies[4] });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await t.server.inject({ method: 'POST', url: '/api/semi/chat', headers: { 'content-type': 'application/json' }, payload: bodies[3] })).statusCode).toBe(413);
  });

  it('/graphql survives random and malformed documents, variables and headers', async () => {
    const request = fc.record({
      source: fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...operations).chain((op) => fc.record({ op: fc.constant(op), document: fc.constant(op.document), variables: op.variables as fc.Arbitrary<unknown> })) },
        { weight: 3, arbitrary: fc.record({ op: fc.constant(undefined), document: grammarDocument, variables: fc.oneof(anyVariables, fc.constant(undefined)) as fc.Arbitrary<unknown> }) },
        { weight: 2, arbitrary: fc.record({ op: fc.constant(undefined), document: garbageDocument, variables: fc.oneof(anyVariables, fc.constant(undefined)) as fc.Arbitrary<unknown> }) },
      ),
      variablesText: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: deepJson },
        { weight: 1, arbitrary: fc.constantFrom('"x"', '5', '[]', 'null', '{"__proto__":{"isAdmin":true}}', '{"x":"\\u0000"}', '{"id":"\\ud800"}') },
      ),
      operationName: fc.option(fc.oneof(text, fc.constantFrom('Q', 'M', 'A', 'B')), { nil: undefined }),
      envelope: fc.oneof(
        { weight: 8, arbitrary: fc.constant('json' as const) },
        { weight: 1, arbitrary: fc.constantFrom('get' as const, 'batch' as const, 'form' as const, 'text' as const, 'query-not-string' as const) },
      ),
      authorization,
      headers: extraHeaders,
      csrfHeader: fc.boolean(),
      ip: clientAddress,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ source, variablesText, operationName, envelope, authorization: auth, headers, csrfHeader, ip }) => {
        tried.graphql += 1;
        const { op } = source;
        const mayUseToken = op?.name !== 'adminLogout' && op?.name !== 'scanUsage';
        const authHeader = auth === VALID_TOKEN ? (mayUseToken ? `Bearer ${token}` : undefined) : auth;
        const variablesJson = variablesText ?? (source.variables === undefined ? undefined : JSON.stringify(source.variables));
        const parts = [`"query":${JSON.stringify(source.document)}`];
        if (variablesJson !== undefined) parts.push(`"variables":${variablesJson}`);
        if (operationName !== undefined) parts.push(`"operationName":${JSON.stringify(operationName)}`);
        const json = `{${parts.join(',')}}`;
        const allHeaders: Record<string, string> = { ...headers, 'content-type': 'application/json' };
        if (authHeader !== undefined) allHeaders.authorization = authHeader;
        if (csrfHeader) allHeaders['x-graphql-yoga-csrf'] = '1';
        // Mutation variables are invalid by construction, so the only write that may succeed is a real download.
        const download = op?.name === 'downloadImage' && (source.variables as { id?: unknown }).id === IMAGE_ID && variablesText === undefined;
        const common = { remoteAddress: ip } as const;
        let request: InjectOptions;
        switch (envelope) {
          case 'get':
            request = { ...common, method: 'GET', url: `/graphql?query=${encode(source.document)}${variablesJson ? `&variables=${encode(variablesJson)}` : ''}`, headers: { ...allHeaders, 'content-type': '' } };
            break;
          case 'batch':
            request = { ...common, method: 'POST', url: '/graphql', headers: allHeaders, payload: `[${json},${json}]` };
            break;
          case 'form':
            request = { ...common, method: 'POST', url: '/graphql', headers: { ...allHeaders, 'content-type': 'application/x-www-form-urlencoded' }, payload: `query=${encode(source.document)}` };
            break;
          case 'text':
            request = { ...common, method: 'POST', url: '/graphql', headers: { ...allHeaders, 'content-type': 'text/plain' }, payload: json };
            break;
          case 'query-not-string':
            request = { ...common, method: 'POST', url: '/graphql', headers: allHeaders, payload: `{"query":${variablesJson ?? '5'}}` };
            break;
          default:
            request = { ...common, method: 'POST', url: '/graphql', headers: allHeaders, payload: json };
        }
        const before = await t.eventCount();
        const response = await t.server.inject(request);
        const appended = (await t.eventCount()) - before;
        const label = `${envelope} ${source.document.slice(0, 200)} ${String(variablesJson).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.body, label).not.toMatch(LEAK);
        expect(response.body, label).not.toMatch(/Unexpected error|INTERNAL_SERVER_ERROR/);
        if (appended) {
          // the only write these requests can make: counting a download of a real image, answered with its new count
          expect(download && envelope === 'json', `only a real download may append: ${label}`).toBe(true);
          expect(appended, label).toBe(1);
          expect(response.json().data?.downloadImage?.downloadCount, label).toEqual(expect.any(Number));
        }
      }),
      { numRuns: RUNS.graphql },
    );
  });

  it('graphql-ws survives malformed frames, documents and variables', async () => {
    const frame = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .oneof(
            fc.record({ document: fc.oneof(garbageDocument, grammarDocument), variables: fc.oneof(anyVariables, fc.constantFrom({ id: '\u0000' }, { q: '\ud800' })) }),
            // the operations with their invalid variables (a download of a real image would be a valid write: HTTP covers it)
            fc.constantFrom(...operations.filter((o) => o.name !== 'downloadImage')).chain((o) => fc.record({ document: fc.constant(o.document), variables: o.variables as fc.Arbitrary<Record<string, unknown>> })),
          )
          .map(({ document, variables }) => JSON.stringify({ id: '1', type: 'subscribe', payload: { query: document, variables } })),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'not json',
          '{}',
          '{"type":"subscribe"}',
          '{"id":"1","type":"subscribe","payload":5}',
          '{"id":"1","type":"subscribe","payload":{"query":5}}',
          '{"id":"1","type":"subscribe","payload":{"query":"{ __typename }","variables":"x"}}',
          '{"id":"","type":"subscribe","payload":{"query":"{ __typename }"}}',
          '{"id":"1","type":"complete"}',
          '{"id":"1","type":"nope"}',
          '{"type":"connection_init"}',
          '{"type":"ping","payload":"\\u0000"}',
          '{"type":"pong"}',
          `{"id":"1","type":"subscribe","payload":{"query":"{ __typename }","variables":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}}`,
        ),
      },
      { weight: 1, arbitrary: jsonText },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 3 }), fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('garbage', 'A'.repeat(43)) }), async (frames, connectToken) => {
        tried.socket += frames.length;
        const before = await t.eventCount();
        const began = performance.now();
        const outcome = await talk(`${url.replace(/^http/, 'ws')}/graphql`, connectToken, frames);
        const label = `${frames.map((f) => f.slice(0, 120)).join(' | ')} → ${JSON.stringify(outcome).slice(0, 400)}`;
        if (performance.now() - began > 1500) console.warn(`slow socket run ${Math.round(performance.now() - began)} ms: ${label}`);
        expect(outcome.closeCode === undefined || ![1011, 4500].includes(outcome.closeCode), label).toBe(true);
        expect(JSON.stringify(outcome), label).not.toMatch(LEAK);
        expect(JSON.stringify(outcome), label).not.toMatch(/Unexpected error|INTERNAL_SERVER_ERROR/);
        expect(await t.eventCount(), label).toBe(before);
      }),
      { numRuns: RUNS.socket },
    );
    // a frame over the 100 KB limit closes the socket with 1009 (ws logs it to stderr; the client sees no internals)
    const tooBig = await talk(`${url.replace(/^http/, 'ws')}/graphql`, undefined, [JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ image(id: "${'x'.repeat(120_000)}") { id } }` } })]);
    tried.socket += 1;
    expect(tooBig.closeCode).toBe(1009);
    expect(JSON.stringify(tooBig)).not.toMatch(LEAK);
    expect((await t.server.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('graphql-ws upgrades obey the same-origin rule, whatever headers they carry, and floods of operations are bounded', async () => {
    const origin = fc.oneof(
      fc.constant(undefined),
      fc.constant(url),
      fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1', `${url}.evil.example`, 'file://', ''),
      headerText,
    );
    const site = fc.option(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', ''), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(origin, site, fc.option(headerText, { nil: undefined }), async (originHeader, secFetchSite, forwardedFor) => {
        tried.socket += 1;
        const headers: Record<string, string> = {};
        if (originHeader !== undefined) headers.origin = originHeader;
        if (secFetchSite !== undefined) headers['sec-fetch-site'] = secFetchSite;
        if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
        const before = await t.eventCount();
        const outcome = await talk(`${url.replace(/^http/, 'ws')}/graphql`, undefined, [JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `mutation { downloadImage(id: "${IMAGE_ID}") { id } }` } })], headers);
        const appended = (await t.eventCount()) - before;
        const label = `${JSON.stringify(headers)} → ${JSON.stringify(outcome).slice(0, 300)}`;
        const crossSite = secFetchSite !== undefined ? !['same-origin', 'none'].includes(secFetchSite) : originHeader !== undefined && originHeader !== url;
        if (crossSite) {
          expect(outcome.refusedWith, label).toBe(403);
          expect(appended, `a cross-site socket counted a download: ${label}`).toBe(0);
        } else {
          expect(outcome.refusedWith, label).toBeUndefined();
          expect(appended, label).toBeLessThanOrEqual(1);
        }
        expect(outcome.closeCode === undefined || ![1011, 4500].includes(outcome.closeCode), label).toBe(true);
      }),
      { numRuns: RUNS.socket / 2 },
    );
    // 60 subscriptions at once on one socket: 25 run, the rest are answered with an error; the socket stays open
    const flood = Array.from({ length: 60 }, (_, i) => JSON.stringify({ id: `f${i}`, type: 'subscribe', payload: { query: `subscription { imageChanged(id: "${IMAGE_ID}") { id } }` } }));
    const outcome = await talk(`${url.replace(/^http/, 'ws')}/graphql`, undefined, flood);
    tried.socket += flood.length;
    expect(outcome.messages.filter((message) => (message as { type: string }).type === 'error')).toHaveLength(35);
    expect(outcome.closeCode === undefined || ![1011, 4500].includes(outcome.closeCode)).toBe(true);
    expect((await t.server.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses path traversal on the image file routes, whatever the encoding', async () => {
    const catalog = resolve(t.dataDir, 'images', 'catalog');
    const secrets = [readFileSync(resolve('package.json'), 'utf8').slice(0, 120)];
    const targets = ['package.json', 'etc/passwd', 'etc/hostname', 'pglite/PG_VERSION', 'proc/self/environ', 'images/catalog/../../package.json'];
    const attack = fc
      .record({
        prefix: fc.constantFrom('/images/catalog/', '/images/generated/'),
        dot: fc.constantFrom('..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '%uff0e%uff0e', '...', '....'),
        sep: fc.constantFrom('/', '%2f', '%2F', '%5c', '\\', '%252f', '%255c', '%c0%af', '//', '/./', '%00/'),
        depth: fc.integer({ min: 1, max: 8 }),
        target: fc.constantFrom(...targets),
        suffix: fc.constantFrom('', '%00', '%00.png', '.png', '?download=1', '%23.png', ';.png'),
        lead: fc.constantFrom('', `${catalogFileNames(`${IMAGE_ID}.png`)[0]}/`, 'x.png%2f', './'),
      })
      .map(({ prefix, dot, sep, depth, target, suffix, lead }) => `${prefix}${lead}${`${dot}${sep}`.repeat(depth)}${target}${suffix}`);
    const absolute = fc
      .record({
        prefix: fc.constantFrom('/images/catalog/', '/images/generated/', '/images/catalog', '/images/generated'),
        path: fc.constantFrom('/etc/passwd', resolve('package.json'), join(catalog, '..', '..', 'pglite', 'PG_VERSION'), 'C:\\Windows\\win.ini', '\\\\server\\share\\x.png', 'file:///etc/passwd'),
        encodeIt: fc.boolean(),
      })
      .map(({ prefix, path, encodeIt }) => `${prefix}${encodeIt ? encode(path) : path}`);
    await fc.assert(
      fc.asyncProperty(fc.oneof(attack, absolute), async (path) => {
        tried.traversal += 1;
        const answer = await rawGet(url, path);
        const label = `${path} → ${answer.status} ${answer.body.slice(0, 120)}`;
        expect([400, 404], label).toContain(answer.status);
        expect(answer.headers, label).not.toMatch(/content-type: image\//i);
        for (const secret of secrets) expect(answer.body, label).not.toContain(secret);
        expect(answer.body, label).not.toMatch(/root:.*:0:0:|"name": "chb-site"|\[fonts\]/);
      }),
      { numRuns: RUNS.traversal },
    );
    // and a real file is still served (the refusals above are not a broken route)
    expect((await rawGet(url, `/images/catalog/${IMAGE_ID}.png`)).status).toBe(200);
  });
});

async function writeStandInCatalogFiles(t: TestApp) {
  const pixel = sharp({ create: { width: 1, height: 1, channels: 3, background: '#123456' } });
  const [png, webp] = await Promise.all([pixel.clone().png().toBuffer(), pixel.clone().webp().toBuffer()]);
  const directory = catalogDirectory(t.app);
  await mkdir(directory, { recursive: true });
  const images = await t.app.db.prisma.creativeImage.findMany({ select: { filename: true } });
  for (const { filename } of images) {
    for (const name of catalogFileNames(filename)) await writeFile(join(directory, name), name.endsWith('.png') ? png : webp);
  }
}

/** One raw HTTP/1.1 request, so that the path reaches the server exactly as written (no client-side normalisation). */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolvePromise, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer for ${path}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolvePromise({ status, headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  });
}
