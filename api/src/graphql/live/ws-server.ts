import type { IncomingMessage, Server } from 'node:http';
import { type DocumentNode, type ExecutionArgs, getOperationAST, getVariableValues, GraphQLError, OperationTypeNode, parse, specifiedRules, validate } from 'graphql';
import DataLoader from 'dataloader';
import proxyaddr from 'proxy-addr';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { DataSource } from 'typeorm';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Config } from '../../config';
import { createLoaders, type Services } from '../../modules/registry';
import type { Viewer } from '../../shared/auth/access';
import { AppError, isAppError } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import type { Context } from '../context';
import { checkCost, requestCost } from '../cost';
import { graphqlPoints } from '../../modules/rate-limits/points';
import { rateLimitGraphqlError } from '../../modules/rate-limits/rate-limit-answers';
import { budgetOwnerOf } from '../../modules/rate-limits/rate-limits.service';
import { formatError } from '../format-error';
import { checkScopes } from '../scopes';
import { getSchema } from '../schema';
import { createArmor, QUERY_LIMITS, withoutSuggestions } from '../server';

// Between pings: a client that has not answered one by the next is dropped.
const KEEP_ALIVE_MS = 12_000;

/**
 * What one socket, one user and one client address may hold. A message over `maxPayload` (even a
 * `connection_init` before authentication) closes the socket with 1009; a socket over a count is
 * closed with TOO_MANY_CONNECTIONS; a subscription over the socket's limit is refused alone, with an
 * error coded RATE_LIMITED (the socket and its other subscriptions go on).
 */
export const LIVE_LIMITS = { maxPayloadBytes: 1024 * 1024, connectionsPerUser: 10, connectionsPerAddress: 50, subscriptionsPerSocket: 20 } as const;
export const TOO_MANY_CONNECTIONS = { code: 4429, reason: 'Too many connections' } as const;
export const TOO_MANY_SUBSCRIPTIONS = `At most ${LIVE_LIMITS.subscriptionsPerSocket} subscriptions per connection: complete one first.`;
// Waiting alone does not free a place (completing one does): the client is told to try again shortly.
const SUBSCRIPTIONS_FULL_RETRY_SECONDS = 5;

// Open sockets per key; a socket leaving (however it closes) gives its place back.
class SocketCounts {
  private readonly counts = new Map<string, number>();

  // False when the key already holds `limit` sockets; otherwise counts this one until it closes.
  admit(key: string, limit: number, socket: WebSocket): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= limit) return false;
    this.counts.set(key, count + 1);
    socket.once('close', () => {
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    });
    return true;
  }
}

// Tests ping sooner, to see a silent client dropped.
export type LiveServerOptions = { keepAliveMs?: number };

/**
 * A subscription's context: the caller as of the last check (with its personal access token, if it
 * came with one). `renew()`, before each event, checks the connection's token again (a user deleted,
 * or whose role changed, is signed out by it) and gives the event loaders of its own, so no loader's
 * cache outlives one event.
 */
export type LiveContext = Context & { renew: () => Promise<void> };

type ConnectionParams = { authorization?: unknown; token?: unknown };

const tokenOf = (params: ConnectionParams | undefined): string | null => {
  const value = params?.authorization ?? params?.token;
  if (typeof value !== 'string' || !value.trim()) return null;
  return value.replace(/^Bearer\s+/i, '').trim();
};

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the HTTP server's /graphql: the session token
 * in `connectionParams` (`authorization: "Bearer ..."`) checked as for HTTP (a token expired,
 * revoked or tampered with closes the connection with 4401), browsers' origins as for CORS, every
 * document under the same limits as over HTTP, pings every 12 s.
 */
export function attachLiveServer(
  server: Server,
  deps: { services: Services; dataSource: DataSource; config: Config; logger: Logger },
  { keepAliveMs = KEEP_ALIVE_MS }: LiveServerOptions = {},
): { dispose: () => Promise<void> } {
  const { services, dataSource, config, logger } = deps;
  const schema = getSchema();
  const armor = createArmor(config.env === 'production');
  const rules = [...specifiedRules, ...armor.validationRules];
  const production = config.env === 'production';
  // The request errors' codes, as Apollo gives them over HTTP (so formatError shows them, not masks them).
  const withCode = (errors: readonly GraphQLError[], code: string): GraphQLError[] =>
    errors.map(
      (error) =>
        new GraphQLError(production ? withoutSuggestions(error.message) : error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          extensions: { ...error.extensions, code },
        }),
    );
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: LIVE_LIMITS.maxPayloadBytes,
    // A browser page may open a socket only from this host or an allowed origin; other clients send no Origin.
    verifyClient: ({ origin, req }: { origin: string | undefined; req: IncomingMessage }) => !origin || config.corsOrigins.includes(origin) || sameHost(origin, req.headers.host),
  });
  const viewers = new WeakMap<object, Viewer & { token: string | null }>();
  // Per instance: each instance bounds what it holds itself.
  const byAddress = new SocketCounts();
  const byUser = new SocketCounts();
  const trustedHops = (_address: string, hop: number) => hop < config.trustProxy;
  // Before graphql-ws sees the socket (this listener is added first), so a flood is closed unread.
  wss.on('connection', (socket, req) => {
    if (!byAddress.admit(proxyaddr(req, trustedHops), LIVE_LIMITS.connectionsPerAddress, socket)) {
      socket.close(TOO_MANY_CONNECTIONS.code, TOO_MANY_CONNECTIONS.reason);
    }
  });
  // Every subscriber's session checked again before an event, the checks of one moment in one
  // statement (no cache: each event asks afresh).
  const sessions = new DataLoader<string | null, Viewer>((tokens) => services.auth.authenticateMany(tokens), { cache: false });

  const disposable = useServer<ConnectionParams, { viewer?: Viewer }>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = tokenOf(ctx.connectionParams);
        const viewer = await services.auth.authenticate(token ? `Bearer ${token}` : undefined);
        if (viewer.authError) {
          ctx.extra.socket.close(CloseCode.Unauthorized, viewer.authError.message);
          return false;
        }
        // Closed meanwhile (refused by its address, or gone): nothing to count.
        if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) return false;
        if (viewer.user && !byUser.admit(viewer.user.id, LIVE_LIMITS.connectionsPerUser, ctx.extra.socket)) {
          ctx.extra.socket.close(TOO_MANY_CONNECTIONS.code, TOO_MANY_CONNECTIONS.reason);
          return false;
        }
        viewers.set(ctx, { ...viewer, token });
        return true;
      },
      onSubscribe: async (ctx, id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        // graphql-ws has already listed this one (as pending) among the socket's subscriptions.
        if (Object.keys(ctx.subscriptions).length > LIVE_LIMITS.subscriptionsPerSocket) {
          return [new GraphQLError(TOO_MANY_SUBSCRIPTIONS, { originalError: new AppError('RATE_LIMITED', TOO_MANY_SUBSCRIPTIONS, { retryAfterSeconds: SUBSCRIPTIONS_FULL_RETRY_SECONDS }) })];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxLexicalTokens: QUERY_LIMITS.maxTokens });
        } catch (error) {
          return withCode([error as GraphQLError], 'GRAPHQL_PARSE_FAILED');
        }
        const errors = validate(schema, document, rules);
        if (errors.length) return withCode(errors, 'GRAPHQL_VALIDATION_FAILED');
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [new GraphQLError('Only subscriptions are served over WebSocket: send queries and mutations to POST /graphql.', { extensions: { code: 'BAD_REQUEST' } })];
        }
        // Variables checked here, as Apollo does over HTTP: left to execution, their errors would
        // come as an event's errors without a code, which formatError masks as a bug.
        const variables = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {}, { maxErrors: 10 });
        if (variables.errors) return withCode(variables.errors, 'BAD_USER_INPUT');
        const viewer = viewers.get(ctx) ?? { user: null, authError: null, token: null };
        // A personal access token's scopes, as over HTTP, before anything runs.
        const outOfScope = checkScopes(schema, viewer, { document, operationName: payload.operationName });
        if (outOfScope) return [outOfScope];
        const contextValue: LiveContext = {
          user: viewer.user,
          authError: viewer.authError,
          apiToken: viewer.apiToken ?? null,
          requestId: `ws-${id}`,
          ip: proxyaddr(ctx.extra.request, trustedHops),
          services,
          loaders: createLoaders(dataSource),
          renew: async () => {
            const now = await sessions.load(viewer.token);
            contextValue.user = now.user;
            contextValue.authError = now.authError;
            contextValue.apiToken = now.apiToken ?? null;
            contextValue.loaders = createLoaders(dataSource);
          },
        };
        // The query cost, with the variables, as over HTTP (the same rule and figures), before anything runs.
        const tooCostly = checkCost(schema, contextValue, { document, variables: payload.variables, operationName: payload.operationName });
        if (tooCostly) return [tooCostly];
        // The caller's hourly budget, spent once as the subscription starts (its events are free), as a read costs over HTTP.
        const budget = await services.rateLimits.spend(budgetOwnerOf(contextValue, contextValue.ip), graphqlPoints(OperationTypeNode.SUBSCRIPTION, requestCost(contextValue) ?? 1, false));
        if (budget.refused) return [rateLimitGraphqlError(budget)];
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      // A refusal of ours before execution (no path for Apollo's unwrapping) is told by its AppError.
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), isAppError(error.originalError) ? error.originalError : error)),
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!result.errors) return undefined;
        for (const error of result.errors) if (!isAppError(error.originalError)) logger.error({ err: error.originalError ?? error }, 'graphql subscription event failed');
        return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) };
      },
    },
    wss,
    keepAliveMs,
  );
  return {
    dispose: async () => {
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
