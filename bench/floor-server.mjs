// The frameworks' floor: what the mandated stack costs before any of the platform's own code runs.
// The same SQL and JSON as bench/baseline-server.mjs, served through
//   FLOOR=express  Express 5 with the middleware every API request passes (request log, security
//                  headers, compression, CORS, JSON body parser): GET /api/course
//   FLOOR=apollo   Express 5 + JSON body parser + Apollo Server 5, on a hand-written schema
//                  (no TypeGraphQL, no middleware): POST /graphql { courses(first: 20) {...} }
// Run by bench/run.mjs in its own process, beside the baseline; tells how far the API's ratios can go.
//   DATABASE_URL=... PORT=... FLOOR=express|apollo node bench/floor-server.mjs
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cors from 'cors';
import express from 'express';
import helmet from 'helmet';
import pg from 'pg';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import { firstPage, toGraphqlConnection, toRestItem } from './lib/catalogue.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = express();
app.disable('x-powered-by');
app.set('etag', false);
if (process.env.FLOOR === 'express') {
  const logger = pino(pino.destination({ dest: 1, sync: false }));
  app.use(
    pinoHttp({
      logger,
      wrapSerializers: false,
      serializers: { req: (req) => ({ id: req.id, method: req.method, url: req.originalUrl }), res: (res) => ({ statusCode: res.statusCode }) },
    }),
  );
  app.use(helmet());
  app.use(compression());
  app.use('/api', cors(), express.json(), (req, res, next) => next());
  app.get('/api/course', async (_req, res) => {
    const { rows, total } = await firstPage(pool);
    res.setHeader('x-total-count', String(total));
    res.json(rows.map(toRestItem));
  });
} else {
  const apollo = new ApolloServer({
    // As the API has it: no per-field cache-control hooks.
    plugins: [ApolloServerPluginCacheControlDisabled()],
    typeDefs: `
      enum CourseLevel { FIRST_YEAR SECOND_YEAR THIRD_YEAR }
      type Course { id: ID! title: String! description: String! level: CourseLevel! createdAt: String! }
      type CourseEdge { cursor: String! node: Course! }
      type PageInfo { hasNextPage: Boolean! endCursor: String }
      type CourseConnection { totalCount: Int! edges: [CourseEdge!]! pageInfo: PageInfo! }
      type Query { courses(first: Int): CourseConnection! }`,
    resolvers: {
      Query: {
        courses: async (_root, { first }) => toGraphqlConnection(await firstPage(pool, first ?? 20)),
      },
    },
  });
  await apollo.start();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
}

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.error('ready'));
server.keepAliveTimeout = 10_000;
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
