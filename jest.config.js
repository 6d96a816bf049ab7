/** Four projects: unit (node), component (jsdom + MSW), api (real server, real database), e2e (real Chromium). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: '.',
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/tests/helpers/styleStub.js',
    // It reads import.meta, which only the build has (see the stand-in).
    '(^|/)googleMapsApiKey$': '<rootDir>/tests/helpers/noGoogleMapsApiKey.ts',
  },
  // Several dependencies (react-admin's, some of Fastify's) ship ES modules only.
  transformIgnorePatterns: [],
};

export default {
  // Jest's five seconds is a fast machine's figure: CI's share a core with three other projects, and a
  // test that compiles or starts something there has taken longer than that while doing nothing wrong.
  // A file that needs more sets its own limit.
  testTimeout: 30_000,
  // A worker runs file after file for an hour: one whose heap has grown past this after a file is
  // replaced by a fresh one, instead of running out of memory in the middle of the next.
  workerIdleMemoryLimit: '1GB',
  testSequencer: '<rootDir>/tests/helpers/testSequencer.js',
  projects: [
    { ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    {
      ...common,
      displayName: 'component',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/tests/component/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/componentSetup.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    { ...common, displayName: 'api', testEnvironment: 'node', testMatch: ['<rootDir>/tests/api/**/*.test.ts', '<rootDir>/tests/security/**/*.test.ts'] },
    { ...common, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'] },
  ],
};
