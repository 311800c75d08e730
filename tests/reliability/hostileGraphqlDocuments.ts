/**
 * The GraphQL side of hostile input: every operation of the schema with variables its validation must
 * refuse, random documents built from the schema's own words, and garbage documents.
 */
import fc from 'fast-check';
import { numberLiteral, text } from './hostileInputArbitraries.ts';
import { generateBody, imageEditBody, navigationBody, unstorable, visitBody } from './hostileInputPayloads.ts';
import { IMAGE_ID } from './hostileInputSupport.ts';

export interface Operation {
  name: string;
  document: string;
  /** Variables that the validation must refuse (mutations) or any variables (queries). */
  variables: fc.Arbitrary<Record<string, unknown>>;
}
export const anyVariables = fc.dictionary(fc.constantFrom('id', 'input', 's', 'p', 'q', 'x', '__proto__'), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 });
const withoutNulls = (input: Record<string, unknown>) => !Object.values(input).includes(null);
const oneOf = (...values: unknown[]) => fc.constantFrom(...values);
const withNasty = (...values: unknown[]) => fc.oneof(fc.constantFrom(...values), text);
export const operations: Operation[] = [
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
export const grammarDocument = fc
  .tuple(fc.constantFrom('', 'query ', 'query Q($x: Boolean, $id: ID) ', 'query Q($x: NoSuchType) '), gqlSelection)
  .map(([head, selection]) => `${head}${selection}`);

export const garbageDocument = fc.oneof(
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
