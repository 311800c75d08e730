import type { FastifyInstance } from 'fastify';
import { GraphQLError, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { Context, OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { App } from '../app.ts';
import { bearerToken } from '../auth/adminSessions.ts';
import type { RequestContext } from '../graphql/context.ts';
import type { mountGraphQL } from '../graphql/yoga.ts';
import { clientAddressOf, clientKey, trustProxyOf } from '../http/clientAddress.ts';
import { isSameOrigin } from '../http/sameOrigin.ts';

type Yoga = ReturnType<typeof mountGraphQL>;

type Operation = (args: ExecutionArgs) => OperationResult;

interface EnvelopedRoot {
  execute: Operation;
  subscribe: Operation;
}

/** The admin token travels in connectionParams: `{ authorization: 'Bearer …' }` or `{ token }`. */
function tokenFrom(params: Record<string, unknown> | undefined): string | undefined {
  if (!params) return undefined;
  if (typeof params.token === 'string') return params.token;
  return typeof params.authorization === 'string' ? bearerToken(params.authorization) : undefined;
}

/**
 * A GraphQLError thrown by a plugin before execution (input check, write limit) is the client's mistake:
 * answer it as an error result instead of letting graphql-ws close the socket with 4500.
 */
function answeringClientErrors(operation: Operation): Operation {
  return async (args) => {
    try {
      return await operation(args);
    } catch (error) {
      if (error instanceof GraphQLError) return { errors: [error] };
      throw error;
    }
  };
}

/** Close code for a connection over the per-client limit: 1013 "Try Again Later", which graphql-ws clients retry with backoff. */
export const TOO_MANY_CONNECTIONS = 1013;

/**
 * graphql-ws on the same path as GraphQL over HTTP (/graphql), for the client and GraphiQL. A browser
 * upgrade from another site is refused before any operation can run (as HTTP writes are); each client
 * address holds at most WS_MAX_CONNECTIONS_PER_IP sockets, and each socket at most WS_MAX_SUBSCRIPTIONS
 * operations at once.
 */
export function mountGraphQLWebSocket(server: FastifyInstance, app: App, yoga: Yoga) {
  const { CORS_ORIGINS, WS_MAX_CONNECTIONS_PER_IP, WS_MAX_SUBSCRIPTIONS } = app.config;
  const trust = trustProxyOf(app.config.TRUST_PROXY);
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 100 * 1024 });
  const openByClient = new Map<string, number>();
  server.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    if (!isSameOrigin(request.headers, CORS_ORIGINS)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\ncross-site WebSocket refused: connect from this site\n');
      return;
    }
    const client = clientKey(clientAddressOf(request, trust));
    wsServer.handleUpgrade(request, socket, head, (ws) => {
      const open = openByClient.get(client) ?? 0;
      if (open >= WS_MAX_CONNECTIONS_PER_IP) {
        ws.close(TOO_MANY_CONNECTIONS, `too many connections from your address (at most ${WS_MAX_CONNECTIONS_PER_IP})`);
        return;
      }
      openByClient.set(client, open + 1);
      ws.once('close', () => {
        const left = (openByClient.get(client) ?? 1) - 1;
        if (left > 0) openByClient.set(client, left);
        else openByClient.delete(client);
      });
      wsServer.emit('connection', ws, request);
    });
  });

  let counter = 0;
  // Accepted connections, so that a scrape can count their operations (metrics).
  const connections = new Set<Context<Record<string, unknown> | undefined, unknown>>();
  app.metrics.liveSockets.observe({
    sockets: () => wsServer.clients.size,
    operations: () => [...connections].reduce((sum, ctx) => sum + Object.keys(ctx.subscriptions).length, 0),
  });
  const disposable = useServer(
    {
      // A token that is present but not valid is refused at connect; each subscription checks it again.
      onConnect: async (ctx) => {
        const token = tokenFrom(ctx.connectionParams);
        const accepted = token === undefined || (await app.services.auth.identifyToken(token)) !== null;
        // A socket that closed while its token was checked has had its onClose already.
        if (accepted && ctx.extra.socket.readyState === ctx.extra.socket.OPEN) connections.add(ctx);
        return accepted;
      },
      onClose: (ctx) => {
        connections.delete(ctx);
      },
      execute: answeringClientErrors((args) => (args.rootValue as EnvelopedRoot).execute(args)),
      subscribe: answeringClientErrors((args) => (args.rootValue as EnvelopedRoot).subscribe(args)),
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws holds every operation of the socket that has not ended, this one included.
        if (Object.keys(ctx.subscriptions).length > WS_MAX_SUBSCRIPTIONS) {
          return [
            new GraphQLError(`too many operations at once on this connection (at most ${WS_MAX_SUBSCRIPTIONS}); complete one first`, {
              extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
            }),
          ];
        }
        const request = ctx.extra.request;
        const token = tokenFrom(ctx.connectionParams);
        const wsContext: RequestContext = {
          app,
          requestId: `ws-${++counter}`,
          ip: clientAddressOf(request, trust),
          userAgent: String(request.headers['user-agent'] ?? ''),
          admin: token ? await app.services.auth.identifyToken(token) : null,
          bearer: token,
        };
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({ wsContext, params: payload });
        let document: DocumentNode;
        let errors: readonly GraphQLError[];
        try {
          document = parse(payload.query);
          errors = validate(schema, document);
        } catch (error) {
          // A syntax error or a limit (tokens, aliases) is the client's: answer it, do not close the socket with 4500.
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        if (errors.length) return [...errors];
        return {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
      },
    },
    wsServer,
  );
  // Before the HTTP server waits for its connections to end: close the sockets first.
  server.addHook('preClose', async () => {
    await disposable.dispose();
    wsServer.close();
  });
}
