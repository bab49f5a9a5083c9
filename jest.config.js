// `npm test`: the API (integration tests on a real PostgreSQL) and the web app (jsdom).
// Browser journeys have their own config: web/e2e/jest.config.cjs (`npm run test:e2e`).
module.exports = {
  projects: ['<rootDir>/api/jest.config.cjs', '<rootDir>/web/jest.config.cjs'],
  // A global option: projects' own testTimeout is ignored when run together. Hooks that start an
  // app on a fresh database take a few seconds on a loaded 2-core CI machine.
  testTimeout: 30000,
  // The run ends once every suite has reported, even if a suite that failed half-way (a timeout)
  // left a server or a listener open: CI must get the results, not wait for ever. Leaks are looked
  // for with --detectOpenHandles, not by hanging.
  forceExit: true,
  // Suites run in a worker process that is replaced once it holds more than this after a file. With one
  // worker (a 2-core machine) Jest would otherwise run every suite inside its own process, where what
  // each file leaves behind adds up: a CI run died at the 4 GB heap limit after ~250 suites.
  workerIdleMemoryLimit: '1GB',
};
