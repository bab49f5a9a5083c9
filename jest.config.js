// `npm test`: the API (integration tests on a real PostgreSQL) and the web app (jsdom).
// Browser journeys have their own config: web/e2e/jest.config.cjs (`npm run test:e2e`).
module.exports = {
  projects: ['<rootDir>/api/jest.config.cjs', '<rootDir>/web/jest.config.cjs'],
};
