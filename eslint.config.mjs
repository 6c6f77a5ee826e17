// @ts-check
/**
 * `npm run lint`: one flat config for the whole workspace, run at zero warnings.
 *   - TypeScript everywhere with typescript-eslint's type-aware recommended rules (the project
 *     service reads tsconfig.json, the same program `npm run typecheck` checks).
 *   - React code with the react-hooks rules (the React Compiler-era set) and jsx-a11y.
 *   - Plain .js/.mjs/.cjs (build plugins, scripts, config) with ESLint's recommended rules;
 *     tsconfig.json has checkJs off, so their types would all be `any` and the type-aware
 *     rules would only report that.
 *   - The boundaries between the separately deployed apps (below).
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-solutions', 'remote-resources', 'remote-contact'];
const APPS = ['shell', ...REMOTES];

const REMOTE_MESSAGE =
  'Remotes talk to the shell and to each other only through @site/shared (the store, routes, UI kit): move what you need there.';
const SHELL_MESSAGE =
  "The shell loads remote pages at run time and never bundles a remote's source: put what both need in @site/shared, or load the page through the shell's remote loader.";
const SHARED_MESSAGE =
  '@site/shared is the contract every app is built against, so it cannot depend on an app: move the code into shared/, or have the app pass it in.';
const TOOLING_MESSAGE =
  'scripts/ and e2e/ are build and test tooling, not shipped: move what the app needs into the app or @site/shared.';

/**
 * Who may not import whom, by resolved path (relative paths, a workspace package's files,
 * static and dynamic imports alike). Only @site/shared crosses a boundary.
 */
const boundaryZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: REMOTE_MESSAGE,
  })),
  { target: './shell', from: REMOTES.map((remote) => `./${remote}`), message: SHELL_MESSAGE },
  { target: './shared', from: APPS.map((app) => `./${app}`), message: SHARED_MESSAGE },
  {
    target: ['./shared/src', ...APPS.map((app) => `./${app}/src`)],
    from: ['./scripts', './e2e'],
    message: TOOLING_MESSAGE,
  },
];

/** A bare workspace name (`@site/shell`) has no entry file to resolve, so it is matched by name. */
const otherWorkspace = {
  regex: '^@site/(?!shared(/|$))',
  message: 'Of the workspace packages, apps import only @site/shared: move what you need there.',
};
/** A path into shared/ would bundle a second copy of it instead of the one shared at run time. */
const sharedByPath = {
  regex: '^(\\.\\./)+shared(/|$)',
  message: 'Import @site/shared by its name: a relative path bundles a copy of it, with a store and theme of its own.',
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-*/',
    '.bench/',
    '.screenshots/',
    '.site/',
    'test-results/',
    'playwright-report/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,

  // TypeScript, type-aware.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_` marks a parameter a signature needs but the body does not (tsc's noUnusedParameters agrees).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // Plain JavaScript: Node scripts, build plugins, config files.
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The scripts drive Chromium: the functions they pass to page.evaluate run in the page.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['e2e/**'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Bundled into every app's development build (shared/build/dev.js): they run in the page.
    files: ['shared/build/dev/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['{shared,shell,remote-*}/build/**/*.test.js'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // React: the apps' source.
  {
    files: ['{shared,shell,remote-*}/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // The boundaries between apps.
  {
    files: ['{shared,shell,remote-*}/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': ['error', { patterns: [otherWorkspace] }],
    },
  },
  {
    files: ['{shell,remote-*}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherWorkspace, sharedByPath] }],
    },
  },
]);
