// Self-contained so it runs alone (npx jest --config web/jest.config.cjs) or as a project of the root config.
/** @type {import('jest').Config} */
module.exports = {
  displayName: "web",
  rootDir: __dirname,
  testEnvironment: "<rootDir>/src/test/jsdom-environment.cjs",
  testMatch: ["<rootDir>/src/**/*.test.ts?(x)"],
  setupFiles: ["<rootDir>/src/test/polyfills.cjs"],
  setupFilesAfterEnv: ["<rootDir>/src/test/setup.ts"],
  moduleNameMapper: {
    "\\.(css|less|scss)$": "<rootDir>/src/test/style-mock.cjs",
    "^apollo-upload-client/UploadHttpLink\\.mjs$": "<rootDir>/src/test/upload-link-mock.cjs",
  },
  transform: {
    "^.+\\.tsx?$": [
      "ts-jest",
      {
        tsconfig: {
          module: "commonjs",
          moduleResolution: "node10",
          jsx: "react-jsx",
          isolatedModules: true,
        },
      },
    ],
  },
};
