import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { graphqlUploads } from '../modules/files/upload.middleware';
import type { UploadLimits } from '../modules/files/upload-gate';
import type { Logger } from '../shared/logger';
import { refuseNulText } from '../shared/request-input';
import type { Context } from './context';
import { JSON_BODY_LIMIT, writeGraphqlError } from './json-posts-outside-express';

export type GraphqlRoutesOptions = {
  apollo: ApolloServer<Context>;
  logger: Logger;
  apiCors: RequestHandler;
  // Sets req.viewer from the Authorization header.
  authenticate: RequestHandler;
  uploads: UploadLimits;
  context: (req: Request) => Context;
  // Where the built web app keeps graphiql.html.
  webDistDir: string;
};

/**
 * /graphql on Express: GraphiQL for a browser that asks for the page, GraphQL over GET, multipart
 * uploads and every POST that does not take the path outside Express (json-posts-outside-express.ts).
 */
export function mountGraphql(app: Express, { apollo, logger, apiCors, authenticate, uploads, context, webDistDir }: GraphqlRoutesOptions): void {
  const graphiqlPage = path.join(webDistDir, 'graphiql.html');
  app.get('/graphql', (req, res, next) => {
    // A browser asking for the page gets the IDE; API clients get GraphQL over GET.
    if (req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html' && existsSync(graphiqlPage)) {
      res.sendFile(graphiqlPage);
      return;
    }
    next();
  });
  app.use(
    '/graphql',
    apiCors,
    // Before the uploads: their limits are per user. The token is a header, not the body.
    authenticate,
    // Multipart (file upload) requests only; read whole first, then parsed: size-, count- and pace-limited.
    graphqlUploads(uploads),
    express.json({ limit: JSON_BODY_LIMIT }),
    refuseNulText,
    expressMiddleware(apollo, { context: ({ req }) => Promise.resolve(context(req)) }),
  );
  app.use('/graphql', (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    writeGraphqlError(res, error, logger, req.id);
  });
}
