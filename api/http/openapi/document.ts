import { z } from 'zod';
import { extraInputValues } from './inputValues.ts';
import { errorText } from './responses.ts';
import type { ResponseDeclaration, RouteDeclaration } from './route.ts';

type JsonSchema = Record<string, unknown>;

/** Keywords that describe a schema rather than constrain it: they stay outside an added anyOf. */
const annotations = new Set(['title', 'description', 'default', 'examples', 'deprecated']);

/**
 * Adds the values a preprocess maps onto a field (extraInputValues, e.g. 'all' for "no filter") to the
 * field's input schema: to its enum when it is one of strings, else as a second branch of an anyOf.
 */
function withExtraInputValues({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const extra = extraInputValues.get(zodSchema);
  if (!extra) return;
  if (jsonSchema.type === 'string' && Array.isArray(jsonSchema.enum)) {
    jsonSchema.enum = [...new Set([...jsonSchema.enum, ...extra.values])];
  } else {
    const constraints = Object.fromEntries(Object.entries(jsonSchema).filter(([key]) => !annotations.has(key)));
    for (const key of Object.keys(constraints)) delete jsonSchema[key];
    jsonSchema.anyOf = [constraints, { type: 'string', enum: [...extra.values] }];
  }
  jsonSchema.description ??= extra.description;
}

/**
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) of a zod schema: requests as the service accepts them,
 * responses as they are sent. Transforms and preprocessing describe their input side: the schema after a
 * preprocess, with the values it maps onto that schema (extraInputValues).
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    ...(io === 'input' ? { override: withExtraInputValues } : {}),
  }) as JsonSchema;
  return rest;
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parametersOf(schema: z.ZodType, where: 'path' | 'query') {
  const object = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || (object.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
    };
  });
}

function requestBodyOf(body: NonNullable<RouteDeclaration['body']>) {
  const byType: Record<string, z.ZodType> = body instanceof z.ZodType ? { 'application/json': body } : body;
  return {
    // A body its schema accepts empty (every field has a default) may be left out.
    required: !Object.values(byType)[0]!.safeParse({}).success,
    content: Object.fromEntries(Object.entries(byType).map(([type, schema]) => [type, { schema: jsonSchemaOf(schema, 'input') }])),
  };
}

/** The body of a response by content type; undefined when it has none. Binary files have no schema (OpenAPI 3.1). */
function contentOf(response: ResponseDeclaration): Record<string, { schema?: JsonSchema }> | undefined {
  if ('json' in response) return { 'application/json': { schema: jsonSchemaOf(response.json, 'output') } };
  if ('text' in response) return Object.fromEntries(Object.entries(response.text).map(([type, schema]) => [type, { schema: jsonSchemaOf(schema, 'output') }]));
  if ('files' in response) return Object.fromEntries(response.files.map((type) => [type, {}]));
  return undefined;
}

function responseOf(response: ResponseDeclaration) {
  const content = contentOf(response);
  const headers = response.headers
    ? { headers: Object.fromEntries(Object.entries(response.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }])) }
    : {};
  return { description: response.description, ...headers, ...(content ? { content } : {}) };
}

/** e.g. `patchApiCreativeImagesId` for PATCH /api/creative/images/:id. */
const operationIdOf = (route: RouteDeclaration) =>
  route.method.toLowerCase() +
  route.url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** The name of the administrator's bearer scheme in components.securitySchemes. */
export const ADMIN_SCHEME = 'adminSession';

/**
 * Who may call the operation, for a generated client: the administrator's bearer token required, or
 * optional (an empty requirement or the token: anyone, with more in the answer for the administrator),
 * or none at all (an empty list: the operation is public and ignores a token).
 */
const securityOf = (route: RouteDeclaration) =>
  route.admin === true ? [{ [ADMIN_SCHEME]: [] }] : route.admin === 'optional' ? [{}, { [ADMIN_SCHEME]: [] }] : [];

/**
 * Every route but /graphql refuses text the database cannot store in its path, query string or body
 * with a 400 (the preValidation hook of api/server.ts): a route that declares no 400 of its own gets
 * this one, since a query string reaches every route.
 */
const unstorableInput: ResponseDeclaration = {
  description: 'The path, query string or body carries text the database cannot store (U+0000, an unpaired surrogate): which part and why.',
  text: { 'text/plain': errorText },
};

function operationOf(route: RouteDeclaration) {
  const responses = { 400: unstorableInput, ...route.responses };
  return {
    operationId: operationIdOf(route),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    security: securityOf(route),
    parameters: [...(route.params ? parametersOf(route.params, 'path') : []), ...(route.query ? parametersOf(route.query, 'query') : [])],
    ...(route.body ? { requestBody: requestBodyOf(route.body) } : {}),
    // Integer keys: in ascending order whatever order they were written in.
    responses: Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, responseOf(response)])),
  };
}

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
  license: { name: string; url?: string; identifier?: string };
}

/**
 * The OpenAPI 3.1 document of the declared REST routes. `tags` describes each tag the routes use, in
 * the order a reference page lists them. The one server is the origin the document is served from ('/').
 */
export function buildOpenApiDocument(routes: readonly RouteDeclaration[], info: DocumentInfo, tags: Record<string, string>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operationOf(route);
  }
  const used = new Set(routes.flatMap((route) => route.tags));
  return {
    openapi: '3.1.1',
    info,
    servers: [{ url: '/', description: 'The site that serves this document (relative to its origin).' }],
    tags: Object.entries(tags)
      .filter(([name]) => used.has(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        [ADMIN_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The sessionId answered by POST /api/admin/auth, sent as `Authorization: Bearer <sessionId>`.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
