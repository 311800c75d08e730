import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { App } from './app.ts';
import { registerAuthRoutes } from './auth/rest.ts';
import { bearerToken } from './auth/adminSessions.ts';
import type { RequestContext } from './graphql/context.ts';
import { mountGraphQL } from './graphql/yoga.ts';
import { mountGraphQLWebSocket } from './live/websocket.ts';
import { installCompression } from './http/compression.ts';
import { installErrorHandler } from './http/errorHandler.ts';
import { installApiDocs } from './http/openapi/docsRoutes.ts';
import { takesMultipart } from './http/openapi/route.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { describeProblem, findUnstorableInput } from './http/unstorableText.ts';
import { UserError } from './errors.ts';
import { perMinuteBudget, tooManyWrites } from './http/perMinuteBudget.ts';
import { isSameOrigin } from './http/sameOrigin.ts';
import { trustProxyOf } from './http/clientAddress.ts';
import { registerImageRoutes } from './images/rest.ts';
import { registerMediaRoute } from './media/mediaRoute.ts';
import fastifyMultipart from '@fastify/multipart';
import { registerCreativeSessionRoutes } from './creativeSessions/rest.ts';
import { installMetrics } from './metrics/route.ts';
import { registerAnalyticsRoutes } from './analytics/rest.ts';
import { registerSemiRoutes } from './semi/rest.ts';
import { registerKnowledgeRoutes } from './semi/knowledgeRest.ts';
import { registerTeamInboxRoutes } from './teamInbox/rest.ts';
import { registerAssetRoutes } from './assets/rest.ts';
import { registerUsageRoutes } from './usage/rest.ts';
import { registerGenerationRoutes } from './generation/rest.ts';
import { registerEventRoutes } from './eventLog/rest.ts';
import { registerBackupRoutes } from './backup/rest.ts';
import { scriptSources } from './site/contentSecurity.ts';

export async function buildServer(app: App): Promise<FastifyInstance> {
  const server = Fastify({
    loggerInstance: app.logger,
    bodyLimit: 100 * 1024,
    genReqId: () => randomUUID(),
    trustProxy: app.config.TRUST_PROXY === false ? false : trustProxyOf(app.config.TRUST_PROXY),
  });
  installErrorHandler(server);
  // multipart/form-data is read only where a route asks for it (image uploads: api/images/multipartUpload.ts);
  // on /graphql Yoga reads it itself (the GraphQL multipart request spec).
  await server.register(fastifyMultipart, { throwFileSizeLimit: true });
  installMetrics(server, app);
  installCompression(server);
  // Text the database cannot store (NUL, unpaired surrogates) is the caller's mistake: 400, not an internal error.
  // GraphQL checks its variables and literals itself and answers in its own format (graphql.ts).
  server.addHook('preValidation', async (request) => {
    if (request.routeOptions.url === '/graphql') return;
    if (request.isMultipart() && !takesMultipart(request.routeOptions.config.openapi)) {
      throw new UserError(415, `${request.method} ${request.routeOptions.url} takes application/json, not multipart/form-data`);
    }
    for (const [part, value] of [['path', request.params], ['query', request.query], ['body', request.body]] as const) {
      const found = findUnstorableInput(value);
      if (found) throw new UserError(400, describeProblem(found, part));
    }
  });
  // JSON only: a cross-site form can send text/plain, so only the sendBeacon path accepts it (analytics/rest.ts).
  server.removeContentTypeParser('text/plain');
  await installSecurityHeaders(server, {
    // Same origin only: no script, style, font, image or connection to any other origin, and no
    // inline script but those the client build inlined into its pages (site/contentSecurity.ts).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: scriptSources,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

  // A browser says where a request comes from: changes started by another site's page (a form post, a
  // no-cors fetch, a beacon) are refused. Clients that send neither header are not browsers.
  server.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (isSameOrigin(request.headers, app.config.CORS_ORIGINS)) return;
    return reply.status(403).type('text/plain; charset=utf-8').send('cross-site request refused: changes must come from this site');
  });

  const takeWrite = app.config.RATE_LIMITS ? perMinuteBudget(app.config.WRITE_LIMIT_PER_MINUTE) : undefined;
  if (takeWrite) {
    server.addHook('onRequest', async (request, reply) => {
      // GraphQL counts its mutation fields itself (graphql.ts), so that aliases cannot share one write.
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || !request.url.startsWith('/api/')) return;
      const decision = await takeWrite(request.ip, 1);
      if (!decision.allowed) {
        return reply
          .status(429)
          .header('retry-after', String(decision.retryAfterSeconds))
          .type('text/plain; charset=utf-8')
          .send(tooManyWrites(decision.retryAfterSeconds));
      }
    });
  }

  const contextFor = async (request: FastifyRequest): Promise<RequestContext> => ({
    app,
    requestId: String(request.id),
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    admin: await app.services.auth.identify(request.headers.authorization),
    bearer: bearerToken(request.headers.authorization),
  });

  server.get('/healthz', async () => ({
    status: 'ok',
    database: app.db.kind,
    lastPosition: String(await app.store.lastPosition()),
    // Which server process answered: its cluster worker id under WORKERS=N, 'main' for a single process.
    worker: cluster.worker ? String(cluster.worker.id) : 'main',
    pid: process.pid,
  }));

  installApiDocs(server);
  const yoga = mountGraphQL(server, app, contextFor, takeWrite);
  mountGraphQLWebSocket(server, app, yoga);
  registerImageRoutes(server, app, contextFor);
  registerCreativeSessionRoutes(server, app, contextFor);
  registerAuthRoutes(server, app, contextFor);
  registerAnalyticsRoutes(server, app, contextFor);
  registerSemiRoutes(server, app, contextFor);
  registerKnowledgeRoutes(server, app, contextFor);
  registerTeamInboxRoutes(server, app, contextFor);
  registerAssetRoutes(server, app, contextFor);
  registerUsageRoutes(server, app, contextFor);
  registerGenerationRoutes(server, app, contextFor);
  registerEventRoutes(server, app, contextFor);
  registerBackupRoutes(server, app, contextFor);
  registerMediaRoute(server, {
    blobs: app.services.media.blobs,
    index: app.mediaIndex,
    access: app.mediaAccess,
    isPublicFileOf: (imageId, hash) => app.services.images.isPublicFileOf(imageId, hash),
    filenameOf: (imageId) => app.services.images.findOrNull(imageId, { admin: true })?.filename,
    restore: (hash) => app.services.catalogFiles.restore(hash),
  });
  return server;
}
