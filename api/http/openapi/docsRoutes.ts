import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildOpenApiDocument } from './document.ts';
import { varyOnAcceptEncoding } from '../acceptEncoding.ts';
import { referenceAssetNames, referenceAssets } from './referenceAssets.ts';
import { referenceAssetsPath, referencePageHtml } from './referencePage.ts';
import { json, notFound as notFoundResponse } from './responses.ts';
import { declarationOf, declareRoute, type RouteDeclaration } from './route.ts';

const tags = ['Documentation'];
const info = {
  title: 'CHB website REST API',
  version: '1.0.0',
  description:
    'The REST paths of the website, thin adapters over the same services as the GraphQL API (/graphql). ' +
    'Every failure but those of /api/images/generate is answered as plain text that reads well after "{status}: ". ' +
    "Operations whose security lists adminSession take the administrator's session as a bearer token: required when it is " +
    'the only entry, optional (more in the answer, such as archived images) when an empty entry stands beside it.',
  // The site's code and its API are not licensed to others.
  license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
};

/** What each tag of the document groups, in the order the reference page lists them. */
const tagDescriptions: Record<string, string> = {
  Images: 'The image catalog and its files: list, read, download, and (administrator) add, edit, replace the file of, archive and restore.',
  Sessions: 'Creative sessions: the dated steps of the creative journey that catalog images belong to.',
  Generation: 'Images generated live from parameters, and the files they are served from.',
  Assets: 'The catalog files: check them, and render missing ones again.',
  Usage: 'Where on the website each image is used.',
  Analytics: 'Page visits and navigation, as the website records them.',
  Semi: "Semi, the site's assistant: questions about the products, the philosophy and the technology.",
  Administrator: "Signing in and out, and the administrator's export of the event log.",
  Documentation: 'This document and its reference page.',
};

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every route declared with declareRoute) and
 * GET /api/docs (its reference page). Install before the REST routes: the document lists the routes
 * Fastify registers after this, as they were registered.
 */
export function installApiDocs(server: FastifyInstance): void {
  const declared: RouteDeclaration[] = [];
  server.addHook('onRoute', (route) => {
    const declaration = declarationOf(route);
    if (declaration && route.method !== 'HEAD') declared.push(declaration);
  });
  let document: string | undefined;
  const assetOf = referenceAssets();

  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/openapi.json',
      summary: 'This document',
      tags,
      responses: { 200: json('The OpenAPI 3.1 document of the REST paths.', z.looseObject({ openapi: z.string() })) },
    },
    (_request, reply) => reply.type('application/json; charset=utf-8').send((document ??= JSON.stringify(buildOpenApiDocument(declared, info, tagDescriptions)))),
  );

  declareRoute(
    server,
    { method: 'GET', url: '/api/docs', summary: 'The reference page of this document', tags, responses: { 200: html('The page.') } },
    (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(referencePageHtml),
  );

  declareRoute(
    server,
    {
      method: 'GET',
      url: `${referenceAssetsPath}/:file`,
      summary: "The reference page's scripts and style sheet",
      tags,
      params: z.object({ file: z.enum(referenceAssetNames) }),
      responses: { 200: { description: 'The file.', text: { 'text/javascript': z.string(), 'text/css': z.string() } }, 404: notFoundResponse },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const asset = await assetOf(file, request.headers['accept-encoding']);
      if (!asset) return reply.callNotFound();
      reply.type(asset.type).header('cache-control', 'public, max-age=3600').header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
      if (asset.encoding) reply.header('content-encoding', asset.encoding);
      return reply.send(asset.body);
    },
  );
}

const html = (description: string) => ({ description, text: { 'text/html': z.string() } });
