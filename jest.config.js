/** Unit tests (jsdom) sit next to what they test in every app and in platform/ (its CommonJS build code; its .mjs tests run with node --test); the browser suite is e2e/. */
const { DEFAULT_URL_MODE } = require('./platform/workspace/index.js');
module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/{shared,shell,remote-*}/src/**/*.test.{ts,tsx}', '<rootDir>/shared/testing/*.test.ts', '<rootDir>/{shell,remote-*}/build/**/*.test.js', '<rootDir>/platform/**/*.test.js', '<rootDir>/docs/*.test.js'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // The suite's scratch copies of the repository (.cache/scratch/) and the bench's build of an
  // earlier commit (.bench/baseline/) hold packages of the same names.
  modulePathIgnorePatterns: ['<rootDir>/.cache/', '<rootDir>/.bench/'],
  setupFilesAfterEnv: ['<rootDir>/platform/tools/test-runner/jest-setup.js'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/platform/tools/test-runner/tsconfig.jest.json' }],
    // Content modules, built as webpack's val-loader builds them (docs/content.md).
    '\\.val\\.js$': '<rootDir>/platform/tools/test-runner/jest-transform.js',
  },
  // The build-time constants (DefinePlugin), as the default build sets them.
  globals: {
    __CONTRACT_VERSION__: require('./shared/package.json').version,
    __URL_MODE__: DEFAULT_URL_MODE,
    __BASE_PATH__: '/',
    ...require('./platform/webpack/index.js').shellFederationDefines(),
  },
};
