/**
 * The REST side of hostile input: the routes the server answers, with the ids, query strings, bodies and
 * content types sent to them, and how many events a successful answer may append.
 */
import fc from 'fast-check';
import { deepJson, encodedText, headerText, jsonText, malformedJson, oversized } from './hostileInputArbitraries.ts';
import { chatBody, generateBody, imageEditBody, navigationBody, passwordBody, timeBody, visitBody } from './hostileInputPayloads.ts';
import { IMAGE_ID } from './hostileInputSupport.ts';

export type Body = string | undefined;
export const genericBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: jsonText },
  { weight: 3, arbitrary: malformedJson },
  { weight: 2, arbitrary: deepJson },
  { weight: 1, arbitrary: oversized },
);

export interface Route {
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
export const routes: Route[] = [
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
export type Id = { valid: true } | { raw: string };
export const idArb: fc.Arbitrary<Id> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ valid: true as const }) },
  { weight: 2, arbitrary: fc.constantFrom(...rawSegments).map((raw) => ({ raw })) },
  { weight: 1, arbitrary: fc.uuid().map((raw) => ({ raw })) },
  { weight: 2, arbitrary: encodedText.filter((s) => s.length > 0).map((raw) => ({ raw })) },
);

export const queryString = fc.oneof(
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

export const contentType = fc.oneof(
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

/**
 * How many events a 2xx answer may append ([min, max]): a download of a real image counts one; a
 * beacon whose text is a valid number of seconds records one. Everything else appends nothing (the
 * default generation was rendered before the suites, so it is cached).
 */
export function eventsAllowedOnSuccess(route: Route, method: string, id: Id, body: Body, type: string | undefined): [number, number] {
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
