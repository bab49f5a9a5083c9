// The ceiling the API is measured against: a minimal node:http handler that runs the catalogue's
// first-page SQL through pg (the statements CourseService.list sends for `courses(first: 20)`) and writes
// the same JSON the API answers, with nothing in between. Run by bench/run.mjs in its own process.
//   DATABASE_URL=... PORT=... node bench/baseline-server.mjs
import http from 'node:http';
import pg from 'pg';
import { firstPage, toGraphqlConnection, toRestItem } from './lib/catalogue.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const server = http.createServer(async (req, res) => {
  try {
    if (req.url === '/graphql-shape') {
      // The body of a POST /graphql answer: data.courses { totalCount edges { cursor node {...} } pageInfo {...} }
      const body = JSON.stringify({ data: { courses: toGraphqlConnection(await firstPage(pool)) } });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } else if (req.url === '/rest-shape') {
      // The body of GET /api/course?limit=20: an array of courses with _id, the total in a header.
      const { rows, total } = await firstPage(pool);
      const items = rows.map(toRestItem);
      const body = JSON.stringify(items);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'x-total-count': String(total) });
      res.end(body);
    } else {
      res.writeHead(404).end();
    }
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});

server.keepAliveTimeout = 10_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.error('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
