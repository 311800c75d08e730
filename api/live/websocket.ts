import type { FastifyInstance } from 'fastify';
import { GraphQLError, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { App } from '../app.ts';
import { bearerToken } from '../auth/adminSessions.ts';
import type { RequestContext } from '../context.ts';
import type { mountGraphQL } from '../graphql.ts';

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

/** graphql-ws on the same path as GraphQL over HTTP (/graphql), for the client and GraphiQL. */
export function mountGraphQLWebSocket(server: FastifyInstance, app: App, yoga: Yoga) {
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 100 * 1024 });
  server.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    wsServer.handleUpgrade(request, socket, head, (ws) => wsServer.emit('connection', ws, request));
  });

  let counter = 0;
  const disposable = useServer(
    {
      // A token that is present but not valid is refused at connect; each subscription checks it again.
      onConnect: (ctx) => {
        const token = tokenFrom(ctx.connectionParams);
        return token === undefined || app.auth.identifyToken(token) !== null;
      },
      execute: answeringClientErrors((args) => (args.rootValue as EnvelopedRoot).execute(args)),
      subscribe: answeringClientErrors((args) => (args.rootValue as EnvelopedRoot).subscribe(args)),
      onSubscribe: async (ctx, _id, payload) => {
        const request = ctx.extra.request;
        const token = tokenFrom(ctx.connectionParams);
        const wsContext: RequestContext = {
          app,
          requestId: `ws-${++counter}`,
          ip: request.socket.remoteAddress ?? '',
          userAgent: String(request.headers['user-agent'] ?? ''),
          admin: token ? app.auth.identifyToken(token) : null,
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
