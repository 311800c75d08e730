import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import type { z } from 'zod';

/**
 * One response of a route: JSON described by a zod schema, text (plain, CSV, HTML, ...), binary files
 * by content type (image/png, ...), or no body at all (e.g. 304).
 */
export type ResponseDeclaration =
  | { description: string; json: z.ZodType; headers?: Record<string, string> }
  | { description: string; text: Record<string, z.ZodType>; headers?: Record<string, string> }
  | { description: string; files: readonly string[]; headers?: Record<string, string> }
  | { description: string; headers?: Record<string, string> };

/**
 * A REST route as it is registered and documented: the zod schemas are the ones its service validates
 * with (request) and the shapes it answers (responses). api/http/openapi/document.ts reads these.
 */
export interface RouteDeclaration {
  method: Exclude<HTTPMethods, 'HEAD' | 'OPTIONS'>;
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  params?: z.ZodObject;
  query?: z.ZodType;
  /** Request bodies by content type; a schema alone means application/json. */
  body?: z.ZodType | Record<string, z.ZodType>;
  responses: Record<number, ResponseDeclaration>;
  /**
   * The administrator's bearer token: `true` when the route needs it, `'optional'` when anyone may call
   * it but the token changes the answer (archived images), absent when it plays no part.
   */
  admin?: boolean | 'optional';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declaration, for the OpenAPI document. */
    openapi?: RouteDeclaration;
  }
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Registers the route in Fastify with its declaration attached, so the document lists what is really served. */
export function declareRoute(
  server: FastifyInstance,
  declaration: RouteDeclaration,
  handler: Handler,
  options: Pick<RouteOptions, 'errorHandler'> = {},
): void {
  server.route({ ...options, method: declaration.method, url: declaration.url, config: { openapi: declaration }, handler: handler as RouteOptions['handler'] });
}

/** The declaration a registered route was made with (undefined for routes not made by declareRoute). */
export const declarationOf = (route: RouteOptions): RouteDeclaration | undefined =>
  (route.config as { openapi?: RouteDeclaration } | undefined)?.openapi;

/** Whether the route declares a multipart/form-data body (an upload); others refuse one with 415. */
export const takesMultipart = (declaration: RouteDeclaration | undefined): boolean =>
  declaration?.body !== undefined && 'multipart/form-data' in declaration.body;
