// @ts-check
/**
 * `npm run lint`: one flat config for the whole workspace, run at zero warnings.
 *   - TypeScript everywhere with typescript-eslint's type-aware recommended rules (the project
 *     service reads tsconfig.json, the same program `npm run typecheck` checks).
 *   - React code with the react-hooks rules (the React Compiler-era set) and jsx-a11y.
 *   - Plain .js/.mjs/.cjs (build plugins, scripts, config) with ESLint's recommended rules;
 *     tsconfig.json has checkJs off, so their types would all be `any` and the type-aware
 *     rules would only report that.
 *   - The boundaries between the separately deployed apps, and the one-way layers inside the
 *     shell (below); no import cycle anywhere.
 */
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import remoteApps from './shared/workspace.json' with { type: 'json' };

/** The remotes' folders, from the one list of the remotes. */
const REMOTES = remoteApps.remotes.map(({ name }) => `remote-${name}`);
const APPS = ['shell', ...REMOTES];

const REMOTE_MESSAGE =
  'Remotes talk to the shell and to each other only through @site/shared (the store, routes, UI kit): move what you need there.';
const SHELL_MESSAGE =
  "The shell loads remote pages at run time and never bundles a remote's source: put what both need in @site/shared, or load the page through the shell's remote loader.";
const SHARED_MESSAGE =
  '@site/shared is the contract every app is built against, so it cannot depend on an app: move the code into shared/, or have the app pass it in.';
const TOOLING_MESSAGE =
  'platform/ and e2e/ build, serve and test the apps and are not shipped: move what the app needs into the app or @site/shared.';

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
    // A *.val.js module is run by val-loader at build time, so it may read content with the
    // platform's readers (platform/content/).
    target: ['./shared/src', ...APPS.map((app) => `./${app}/src`)].map((src) => `${src}/**/!(*.val).{ts,tsx,js}`),
    from: ['./platform', './e2e'],
    message: TOOLING_MESSAGE,
  },
];

/**
 * Inside the shell, imports run one way, down these layers: a folder of shell/src may import
 * the folders of the layers below its own, never one above or beside it. So a folder can be
 * read, tested and changed knowing only what lies below it, and no two folders need each other.
 * The entry files (index.ts, bootstrap.tsx) and frame/ (rendered at build time) sit above all.
 */
const SHELL_LAYERS = [
  ['app'], // the page's composition: layout, routes, toasts, the preview banner
  ['router'], // which page shows, the transition, scroll, focus and the announcement
  ['pages', 'remotes'], // the shell's own pages; remote pages and everything that loads them
  ['sections', 'layout', 'toast'],
  ['footer'],
  ['header', 'content', 'scheduling'],
  ['chrome'], // what the header and the footer share: the site's links, the brand's mark
  ['takeover', 'environment'], // taking over prerendered HTML; build settings and browser facts
];
const SHELL_ENTRIES = ['index.ts', 'bootstrap.tsx', 'frame'];
/** The same inside shell/src/remotes: index.ts and startup.ts are its public surface, on top. */
const REMOTES_LAYERS = [['page'], ['warming'], ['loading'], ['preview'], ['registry']];
const REMOTES_SURFACE = ['index.ts', 'startup.ts'];
/**
 * The same inside shell/src/sections: the sections of one file sit on top, then a folder for each
 * section of several files (or a page's few: about/), over the parts they share.
 */
const SECTIONS_LAYERS = [['hero', 'expertise', 'benefits', 'about'], ['parts']];
const SECTIONS_TOP = ['index.ts', 'PageIntro.tsx', 'ClosingCtaSection.tsx', 'WhyPartnerSection.tsx'];

const layerList = (layers) => layers.map((layer) => layer.join(' | ')).join(' → ');

/** One zone per folder: it may not import a folder of its own layer or of one above. */
function layerZones(base, layers, entries, describe) {
  return layers.flatMap((layer, depth) =>
    layer.map((folder) => {
      const above = [...entries, ...layers.slice(0, depth + 1).flat().filter((other) => other !== folder)];
      return {
        target: `${base}/${folder}`,
        from: above.map((name) => `${base}/${name}`),
        message: describe(folder),
      };
    }),
  );
}

/**
 * The platform (docs/platform.md): one folder per concern, and imports run one way down these
 * layers, as in the shell. A command (release.mjs, bench.mjs, ...) sits in its concern's folder
 * over that folder's library. Tests and fixtures are left out: a test may use a fixture of any
 * layer (deploy/testing/fake-deploy.mjs makes the scratch deploys most of them need).
 */
const PLATFORM_LAYERS = [
  ['tools/bench', 'tools/test-runner', 'tools/new-area'], // the team's tools: measuring the site; npm test; a new page area
  ['release', 'dev'], // release, rollback, smoke; npm start and npm run dev
  ['builds'], // builds kept current and cached, the path-mode and prerendered shell, the static site
  ['prerender'], // the route HTML a crawl of the site writes
  ['serve'], // serving a deploy: the static servers, the photo host
  ['bucket'], // a deploy in an S3-compatible bucket: its objects, lease, working copy; --to's two kinds
  ['deploy'], // the deploy folder: versions, the remotes pointer, server config, security headers
  ['html', 'machine'], // editing route HTML; what the machine has (apt, browsers, nginx)
  ['webpack', 'cli'], // the build every app runs, argument handling
  ['declarations'], // the pages each remote declares, checked
  ['content', 'hashing'], // the content readers, which the build hands to the content modules; the hashes builds and deploys compute
  ['workspace'], // the workspace's facts: the root, the remotes, file names, ports, routes
];
/**
 * A platform folder's face (docs/platform.md): the one file through which every other folder,
 * the apps' build configs, jest's config and e2e/ use it, index.mjs (index.js where the folder is
 * CommonJS). Its own files import each other directly. Tests, and the fixtures in a folder's
 * testing/, may also use another folder's fixtures (its testing/): the scratch deploys, builds
 * and buckets most tests need.
 */
/** The platform's folders: the engine's at its top, the team's tools under tools/ ("tools/bench"). */
const platformFolders = (dir = 'platform', prefix = '') =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => (name === 'tools' && !prefix ? platformFolders(`${dir}/tools`, 'tools/') : [`${prefix}${name}`]));
const faceIn = (dir) => (existsSync(`${dir}/index.js`) ? 'index.js' : 'index.mjs');
/**
 * Each folder's faces: its index, and the index of each folder inside it that holds a concern of
 * its own (deploy/switch/, deploy/shell/, deploy/server/), so that no face hands on everything.
 */
const PLATFORM_FACES = Object.fromEntries(
  platformFolders().map((folder) => [
    folder,
    [
      faceIn(`platform/${folder}`),
      ...readdirSync(`platform/${folder}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && ['index.js', 'index.mjs'].some((face) => existsSync(`platform/${folder}/${entry.name}/${face}`)))
        .map(({ name }) => `${name}/${faceIn(`platform/${folder}/${name}`)}`),
    ],
  ]),
);
/** Every file of the platform but those of `folder`. */
const outside = (folder) => (folder.startsWith('tools/') ? ['./platform/!(tools)/**', `./platform/tools/!(${folder.slice('tools/'.length)})/**`] : [`./platform/!(${folder})/**`]);
const faceZones = (fixtures) =>
  Object.entries(PLATFORM_FACES).map(([folder, faces]) => ({
    target: [...outside(folder), './e2e/**', './{shared,shell,remote-*}/**', './*.{js,mjs,cjs}'],
    from: `./platform/${folder}`,
    except: [...faces.map((face) => `./${face}`), ...(fixtures ? ['./testing'] : [])],
    message: `Use platform/${folder} through its face${faces.length > 1 ? 's' : ''}, ${faces.map((face) => `platform/${folder}/${face}`).join(', ')}: export what you need there${fixtures ? ' (a test may also use its testing/ fixtures)' : ''}.`,
  }));
const platformZones = [
  ...faceZones(false),
  ...layerZones('./platform', PLATFORM_LAYERS, [], (folder) =>
    `platform/${folder} may import only the platform folders below its layer (${layerList(PLATFORM_LAYERS)}): move what both need further down, or pass it in.`,
  ),
  { target: './platform', from: './e2e', message: 'The platform does not import the browser suite: move what both need into platform/.' },
];

/**
 * A folder's face in shell/src (docs/architecture.md): its index.ts, the one file through which
 * the entry files and every other folder use it, handing on only what they use. Its own files
 * import each other directly. remotes/ has a second, startup.ts, for the entry chunk. A test's
 * jest.mock() is no import: it may name the file it stands in for, which the face re-exports.
 * Every folder is listed, so a new one has a face from its first import; frame/ is used by no
 * folder (the build renders it), so it has none.
 */
const SHELL_FACES = Object.fromEntries(
  readdirSync('shell/src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => [name, name === 'remotes' ? REMOTES_SURFACE : ['index.ts']]),
);
const shellZones = [
  ...Object.entries(SHELL_FACES).map(([folder, faces]) => ({
    target: [`./shell/src/!(${folder})/**`, './shell/src/*.{ts,tsx}'],
    from: `./shell/src/${folder}`,
    except: faces.map((face) => `./${face}`),
    message:
      folder === 'remotes'
        ? "Use the remote machinery through shell/src/remotes/index.ts (or startup.ts, for the entry chunk, which must not pull in React): export what you need there instead of reaching into remotes' folders."
        : `Use shell/src/${folder} through its face, shell/src/${folder}/index.ts: export what you need there.`,
  })),
  ...layerZones('./shell/src', SHELL_LAYERS, SHELL_ENTRIES, (folder) =>
    `shell/src/${folder} may import only the folders below its layer (${layerList(SHELL_LAYERS)}). Move what both need into a folder below both (scheduling/, takeover/ and environment/ hold what most folders use), or pass it in as a prop or an argument.`,
  ),
  ...layerZones('./shell/src/remotes', REMOTES_LAYERS, REMOTES_SURFACE, (folder) =>
    `shell/src/remotes/${folder} may import only the remotes folders below it (${layerList(REMOTES_LAYERS)}): move what both need further down, or pass it in.`,
  ),
];
/** Left out of the tests: a part's test may check it against a section above (card-colours.test.ts). */
const sectionZones = layerZones('./shell/src/sections', SECTIONS_LAYERS, SECTIONS_TOP, (folder) =>
  `shell/src/sections/${folder} may import only the sections folders below it (${SECTIONS_TOP.join(', ')} → ${layerList(SECTIONS_LAYERS)}): move what both need into parts/, or pass it in.`,
);

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
    '.cache/',
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
    // The platform drives Chromium: the functions it passes to page.evaluate run in the page.
    files: ['platform/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['e2e/**'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Bundled into every app's development build (platform/webpack/development.js): they run in the page.
    files: ['platform/webpack/dev-runtime/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['{shell,remote-*}/build/**/*.test.js', 'platform/**/*.test.js', 'docs/*.test.js', 'platform/tools/test-runner/jest-setup.js', 'platform/content/testing/*.js'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // React: the apps' source.
  {
    files: ['{shared,shell,remote-*}/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // No import cycle anywhere: a module in a cycle cannot be understood, tested or loaded alone,
  // and a cycle across a chunk boundary decides evaluation order by accident.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
      // The rule's cycle search (its strongly connected components) reads every module an import
      // reaches, node_modules included, whatever ignoreExternal says (import-js/eslint-plugin-import#3255):
      // that was 45 % of lint's time. Nothing under node_modules is read now. The rule reported no
      // cycle through it before either (ignoreExternal), our workspace packages' imports of each
      // other (@site/shared) included: those go through node_modules' links.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // The platform's layers.
  {
    files: ['platform/**/*.{ts,js,mjs,cjs}'],
    ignores: ['**/*.test.*', '**/testing/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: platformZones }] },
  },

  // The platform's faces, for what the two blocks around this one leave out: the platform's tests,
  // the browser suite and the root's config files.
  {
    files: ['platform/**/*.test.*', 'platform/**/testing/**', 'e2e/**/*.{ts,tsx,js,mjs,cjs}', '*.{js,mjs,cjs}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: faceZones(true) }] },
  },

  // The boundaries between apps, and between the shell's own folders.
  {
    files: ['{shared,shell,remote-*}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...boundaryZones, ...shellZones, ...faceZones(false)] }],
      'no-restricted-imports': ['error', { patterns: [otherWorkspace] }],
    },
  },
  {
    files: ['{shell,remote-*}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherWorkspace, sharedByPath] }],
    },
  },
  // A remote styles its own region only (docs/architecture.md, "The remote page contract"): what
  // reaches past it, seen statically, is refused here; the release gate's look check catches the rest.
  {
    files: ['remote-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [otherWorkspace, sharedByPath],
          paths: [
            { name: '@emotion/react', importNames: ['Global'], message: "A remote styles its own page only: a Global style changes the shell's header and footer and other teams' pages. Style your components (styled, css)." },
            { name: '@emotion/css', importNames: ['injectGlobal'], message: "A remote styles its own page only: injectGlobal changes the shell's header and footer and other teams' pages." },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXOpeningElement[name.name='style']", message: 'A remote styles its own page only: a <style> element applies to the whole document. Style your components (styled, css).' },
        { selector: "CallExpression[callee.property.name='createElement'][arguments.0.value=/^(style|link)$/]", message: 'A remote styles its own page only: a style sheet added to the document applies to all of it, and stays after the visitor leaves.' },
      ],
    },
  },
  {
    files: ['shell/src/sections/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...boundaryZones, ...shellZones, ...sectionZones] }] },
  },
]);
