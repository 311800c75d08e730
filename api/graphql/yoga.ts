import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, GraphQLError, Kind, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { LRUCache } from 'lru-cache';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga, maskError as defaultMaskError, type Plugin } from 'graphql-yoga';
import type { App } from '../app.ts';
import type { RequestContext } from './context.ts';
import { toGraphQLError, toUserError } from '../errors.ts';
import { graphiqlPage } from './graphiqlPage.ts';
import { graphqlBodyLimit, uploadGate } from './uploadGate.ts';
import { graphiqlExampleOptions } from './graphiqlExamples.ts';
import { graphqlResponseCache } from './responseCache.ts';
import { describeProblem, findUnstorableInput, type InputProblem } from '../http/unstorableText.ts';
import { tooManyWrites, type BudgetGate } from '../http/perMinuteBudget.ts';
import { schema } from './schema.ts';
import { acceptForGraphQL, NOT_ACCEPTABLE } from '../http/graphqlAccept.ts';

export type ContextFactory = (request: FastifyRequest) => Promise<RequestContext>;

const documentLru = <T extends object>() =>
  new LRUCache<string, T>({ max: 256, maxSize: 2 * 1024 * 1024, sizeCalculation: (_value, key) => key.length + 256 });

/** Responses Yoga makes in one piece (a result, an error, GraphiQL); multipart and event streams come in parts. */
const WHOLE_BODY = /^(application\/(graphql-response\+)?json|text\/html)\b/i;

/** No input type of the schema nests deeper than a few levels; deeper variables are refused before anything walks them. */
const MAX_VARIABLE_DEPTH = 20;

/** What each parsed document's string literals hold that cannot be stored (null: nothing); parsed documents are cached, so each is walked once. */
const literalProblems = new WeakMap<DocumentNode, InputProblem | null>();

function unstorableLiteral(document: DocumentNode): InputProblem | undefined {
  let found = literalProblems.get(document);
  if (found === undefined) {
    found = null;
    visit(document, {
      StringValue(node) {
        const problem = findUnstorableInput(node.value);
        if (problem && !found) found = { path: 'query', problem: problem.problem };
      },
    });
    literalProblems.set(document, found);
  }
  return found ?? undefined;
}

/** Refuses variables nested too deep, and text the database cannot store, in variables or string literals. */
function checkInput(variables: unknown, document?: DocumentNode): void {
  let found = findUnstorableInput(variables, MAX_VARIABLE_DEPTH);
  if (found) found = { ...found, path: ['variables', found.path].filter(Boolean).join('.') };
  if (!found && document) found = unstorableLiteral(document);
  if (found) {
    throw new GraphQLError(describeProblem(found, 'variables'), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

/** The fields a mutation operation runs at its root (through fragments too): each is one write, however it is aliased. */
export function mutationFieldCount(document: DocumentNode, operationName?: string | null): number {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return 0;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const seen = new Set<string>();
  const count = (selectionSet: SelectionSetNode): number =>
    selectionSet.selections.reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + (selection.name.value === '__typename' ? 0 : 1);
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(selection.name.value)) return sum;
      seen.add(selection.name.value);
      return sum + count(fragment);
    }, 0);
  return count(operation.selectionSet);
}

/** Mounts GraphQL (and GraphiQL) on /graphql through Yoga. */
export function mountGraphQL(server: FastifyInstance, app: App, contextFor: ContextFactory, takeWrite?: BudgetGate) {
  const graphiql = graphiqlPage();
  const yoga = createYoga<{ req?: FastifyRequest; reply?: FastifyReply; wsContext?: RequestContext }>({
    schema,
    // Only a multipart upload comes this far with a large body: Fastify reads JSON bodies itself (100 KB).
    maxRequestBodySize: graphqlBodyLimit(app.config),
    plugins: [
      // Depth 8 (of fields: a fragment spread adds none, so components' colocated fragments cost no depth), cost 5,000,
      // 15 aliases, 1,000 tokens, 50 directives; no field suggestions to probe with.
      EnvelopArmorPlugin({ maxDepth: { n: 8, flattenFragments: true }, costLimit: { maxCost: 5000 } }),
      // A GET or a form-encoded POST must carry a header no cross-site form can set.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      uploadGate(app.config, (authorization) => app.services.auth.identify(authorization)),
      {
        // Feeds are served over graphql-ws, where their limits per address and per connection are (live/websocket.ts);
        // Yoga would also stream them over HTTP (an event stream or multipart), past every one of those limits.
        onSubscribe({ args, setResultAndStopExecution }: Parameters<NonNullable<Plugin['onSubscribe']>>[0]) {
          if ((args.contextValue as { wsContext?: unknown }).wsContext) return;
          setResultAndStopExecution({
            errors: [new GraphQLError('subscriptions are served over WebSocket (graphql-ws) at /graphql', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } })],
          });
        },
      },
      {
        // Yoga parses `variables` and `extensions` of a GET with a bare JSON.parse: malformed JSON is the client's, not internal.
        onRequestParse({ requestParser, setRequestParser }: Parameters<NonNullable<Plugin['onRequestParse']>>[0]) {
          if (!requestParser) return;
          setRequestParser(async (request) => {
            try {
              return await requestParser(request);
            } catch (error) {
              if (!(error instanceof SyntaxError)) throw error;
              throw new GraphQLError('variables and extensions in the query string must be JSON', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
            }
          });
        },
        // Before the response cache, which builds its key from these parameters recursively (a deeply
        // nested array as `query` or in `variables` would overflow the stack there).
        onParams({ params }: { params: Record<string, unknown> }) {
          for (const key of ['query', 'operationName']) {
            const value = params[key];
            if (value !== undefined && value !== null && typeof value !== 'string') {
              throw new GraphQLError(`${key} must be a string`, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
            }
          }
          checkInput(params.variables);
        },
        onExecute({ args }: { args: { document: DocumentNode; variableValues?: unknown } }) {
          checkInput(args.variableValues, args.document);
        },
        onSubscribe({ args }: { args: { document: DocumentNode; variableValues?: unknown } }) {
          checkInput(args.variableValues, args.document);
        },
      },
      graphqlResponseCache(app),
      {
        async onExecute({ args }: { args: { document: DocumentNode; operationName?: string | null; contextValue: unknown } }) {
          const writes = takeWrite ? mutationFieldCount(args.document, args.operationName) : 0;
          if (!takeWrite || writes === 0) return;
          const decision = await takeWrite((args.contextValue as RequestContext).ip, writes);
          if (!decision.allowed) {
            throw new GraphQLError(tooManyWrites(decision.retryAfterSeconds), {
              extensions: { code: 'RATE_LIMITED', http: { status: 429, headers: { 'retry-after': String(decision.retryAfterSeconds) } } },
            });
          }
        },
      },
    ],
    // Parsed documents and parse errors are kept for the few documents clients really send: by count
    // and by the text's length, so that distinct large documents cannot pile up (Yoga keeps 1,024 of any size).
    parserAndValidationCache: { documentCache: documentLru(), errorCache: documentLru() },
    graphqlEndpoint: '/graphql',
    // Same origin only, unless a deployment names the other sites that may call it (CORS_ORIGINS).
    cors: app.config.CORS_ORIGINS.length ? { origin: app.config.CORS_ORIGINS, credentials: true, methods: ['GET', 'POST'] } : false,
    graphiql: { title: 'CHB GraphQL playground', subscriptionsProtocol: 'WS', ...graphiqlExampleOptions },
    // Self-contained GraphiQL: no script or style from a third-party origin.
    renderGraphiQL: (options) => graphiql.render(options),
    landingPage: false,
    logging: {
      debug: (...args) => app.logger.debug({ args }, 'yoga'),
      info: (...args) => app.logger.info({ args }, 'yoga'),
      warn: (...args) => app.logger.warn({ args }, 'yoga'),
      error: (...args) => app.logger.error({ args }, 'yoga'),
    },
    // Over HTTP the context comes from the request; over graphql-ws it is built per subscription.
    context: ({ req, wsContext }) => wsContext ?? contextFor(req!),
    maskedErrors: {
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        const userError = toUserError(original);
        if (userError) return toGraphQLError(userError);
        if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) {
          return error.originalError instanceof GraphQLError ? error.originalError : error;
        }
        app.logger.error({ err: original }, 'internal error in a GraphQL operation');
        return defaultMaskError(error, message, isDev && app.config.NODE_ENV !== 'production');
      },
    },
  });

  server.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      if (request.method === 'POST') {
        const accept = acceptForGraphQL(request.headers.accept);
        if (accept === 'refuse') return reply.status(406).type('text/plain; charset=utf-8').send(NOT_ACCEPTABLE);
        if (accept === 'ignore') delete request.headers.accept;
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      if (response.headers.get('content-type')?.startsWith('text/html')) reply.header('content-security-policy', graphiql.policy);
      reply.status(response.status);
      // A whole result is sent as one buffer (one write, with its length); incremental and event-stream results stream.
      reply.send(WHOLE_BODY.test(response.headers.get('content-type') ?? '') ? await response.text() : response.body);
      return reply;
    },
  });
  return yoga;
}
