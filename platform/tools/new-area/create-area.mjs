/**
 * What `npm run new-area -- <name>` makes (platform/tools/new-area/new-area.mjs): a page area's remote,
 * remote-<name>/, laid out like the others, with one page at /<name> whose main heading is the
 * name in title case, its declaration (pages.json: its head, a link in the header and the footer), its unit, contract and
 * browser tests, its entry in shared/workspace.json (its prefix, dev port and CDN path), and
 * CODEOWNERS written again from that list, with the area's team on its folder. Everything is
 * written into `root`, a repository: create-area.test.mjs makes one in a scratch copy.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeCodeowners } from './codeowners.mjs';

const require = createRequire(import.meta.url);
const { declarationProblems } = require('../../../shared/src/pages/site-pages.js');
const { SHELL_PATHS } = require('../../declarations/index.js');
const { appFolder, declarationFile } = require('../../workspace/index.js');

/** A name as it appears in a path, a folder and a tag: lower case, words joined by hyphens. */
const AREA_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const MAX_NAME_LENGTH = 30;
/** Names that are folders of the repository already, whatever workspace.json says. */
const RESERVED = new Set(['shell', 'shared', 'platform', 'e2e', 'docs']);

/** "case-studies" -> "Case Studies". */
export function titleCase(name) {
  return name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** "case-studies" -> "CaseStudiesPage": the exposed module's name. */
export function moduleName(name) {
  return `${titleCase(name).replaceAll(' ', '')}Page`;
}

function readRemoteApps(root) {
  return JSON.parse(readFileSync(path.join(root, 'shared', 'workspace.json'), 'utf8'));
}

/** The declaration of the area's one page: at /<name>, its head, a link in the header after every other and in the footer. */
function declarationOf(root, name, remoteApps) {
  const orders = remoteApps.remotes.flatMap((remote) => {
    const file = path.join(root, declarationFile(remote.name));
    if (!existsSync(file)) return [];
    return JSON.parse(readFileSync(file, 'utf8')).pages.flatMap((page) => (page.nav ? [page.nav.order] : []));
  });
  const order = Math.max(0, ...orders) + 10;
  const title = titleCase(name);
  const description = `Questions about ${title.toLowerCase()}? Talk to us.`;
  return { pages: [{ path: `/${name}`, module: moduleName(name), label: title, title, description, nav: { label: title, order, footer: true } }] };
}

/**
 * Why `name` cannot be a new area in `root`, or null: a name that is not lower-case words
 * joined by hyphens, one that exists, or whose path is the shell's or another remote's.
 */
export function areaProblem(root, name) {
  if (typeof name !== 'string' || !AREA_NAME.test(name) || name.length > MAX_NAME_LENGTH) {
    return `"${name}" cannot name an area: use lower-case letters and digits, words joined by hyphens, at most ${MAX_NAME_LENGTH} characters (like "careers" or "case-studies").`;
  }
  const remoteApps = readRemoteApps(root);
  // Spelt out, not appFolder's: "shared" and "shell" name folders of their own there.
  if (remoteApps.remotes.some((remote) => remote.name === name)) return `There is a "${name}" area already: remote-${name}/.`;
  if (RESERVED.has(name) || existsSync(path.join(root, `remote-${name}`))) return `remote-${name}/ or ${name}/ exists already: choose another name.`;
  const { pages } = declarationOf(root, name, remoteApps);
  const problems = declarationProblems({ name, prefixes: [`/${name}`], pages }, { shellPaths: SHELL_PATHS, otherRemotes: remoteApps.remotes });
  return problems.length ? `"${name}" cannot be a new area: ${problems.join('; ')}.` : null;
}

/** JSON as every data file of the repository is written: two spaces, a final newline. */
function jsonText(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The files of the new area, by path from the repository's root. */
function areaFiles(root, name, declaration) {
  const title = titleCase(name);
  const Module = moduleName(name);
  const folder = appFolder(name);
  const sharedVersion = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')).version;
  const lower = title.toLowerCase();
  return {
    [`${folder}/package.json`]: jsonText({
      name: `@site/${folder}`,
      version: '1.0.0',
      private: true,
      scripts: {
        build: 'webpack --mode production',
        dev: 'webpack serve --mode development',
        test: `node ../platform/tools/test-runner/run-tests.mjs --team ${folder}`,
      },
      dependencies: { '@site/shared': sharedVersion },
    }),
    [`${folder}/webpack.config.js`]: `const { createRemoteConfig } = require('../platform/webpack/index.js');

// What this remote exposes is in pages.json; its dev port and CDN path in shared/workspace.json.
module.exports = (_env, argv) => createRemoteConfig(__dirname, '${name}', argv);
`,
    [declarationFile(name)]: jsonText(declaration),
    [`${folder}/src/index.ts`]: `// The async boundary lets the shared singletons initialise before any of them is used. Nothing
// can render without the bootstrap, so a failure is left to the browser's unhandled-rejection report.
void import('./bootstrap');
`,
    [`${folder}/src/bootstrap.tsx`]: `import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@site/shared';
import ${Module} from './${name}/${Module}';

createRoot(document.getElementById('root')!).render(
  <StandaloneHost remoteName="${name}">
    <${Module} />
  </StandaloneHost>,
);
`,
    [`${folder}/src/exposes/${Module}.tsx`]: `import ${Module} from '../${name}/${Module}';

export default ${Module};
export const contractVersion: string = __CONTRACT_VERSION__;
`,
    // The contact remote's, whose one page is like this area's: the contract's API has one user to follow.
    [`${folder}/src/exposes/exposes.contract.test.ts`]: readFileSync(path.join(root, 'remote-contact', 'src', 'exposes', 'exposes.contract.test.ts'), 'utf8').replace("name: 'contact'", `name: '${name}'`),
    [`${folder}/src/${name}/${Module}.tsx`]: `import styled from '@emotion/styled';
import { ButtonLink, Container, PageSection, SectionHeading, paths, site, useDeclaredHead } from '@site/shared';
import declaration from '../../pages.json';

const Actions = styled.p\`
  margin: 0;
  text-align: center;
\`;

/** The ${title} page (${declaration.pages[0].path}). */
export default function ${Module}() {
  useDeclaredHead(declaration, '${Module}');
  return (
    <PageSection>
      <Container>
        <SectionHeading level="h1" eyebrow={site.brandName} title="${title}" lead="Questions about ${lower}? Talk to us." />
        <Actions>
          <ButtonLink to={paths.contact.getTarget()}>Contact Us</ButtonLink>
        </Actions>
      </Container>
    </PageSection>
  );
}
`,
    [`${folder}/src/${name}/${Module}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import ${Module} from './${Module}';

describe('${Module}', () => {
  it('has "${title}" as its main heading and title, and a way to contact us', () => {
    render(<${Module} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('${title}');
    expect(document.title).toBe('${title} | Clearsky Consulting');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#/contact');
  });
});
`,
    [`e2e/areas/${name}.spec.ts`]: `import { expect, mainHeading, test } from '../fixtures';

test.describe('${name} remote', { tag: '@${name}' }, () => {
  test('the header links to ${title}, whose page has "${title}" as its main heading; so does the footer', async ({ page, visit }) => {
    await visit('/');
    await page.getByRole('banner').getByRole('link', { name: '${title}', exact: true }).click();
    await expect(mainHeading(page)).toHaveText('${title}');
    await expect(page).toHaveTitle('${title} | Clearsky Consulting');
    // Its declaration asks for a link in the footer's Company column too.
    await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: '${title}', exact: true })).toBeVisible();
  });
});
`,
  };
}

/**
 * Makes the area in `root`: its folder, its browser test, its entry in
 * shared/workspace.json and CODEOWNERS from that list. Throws with areaProblem's reason, writing nothing.
 * @returns {string[]} the files written, from the root
 */
export function createArea(root, name) {
  const problem = areaProblem(root, name);
  if (problem) throw new Error(problem);
  const remoteApps = readRemoteApps(root);
  const devPort = Math.max(...remoteApps.remotes.map((remote) => remote.devPort)) + 1;
  const files = areaFiles(root, name, declarationOf(root, name, remoteApps));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  remoteApps.remotes.push({ name, devPort, cdnPath: `/${name}/`, prefixes: [`/${name}`] });
  writeFileSync(path.join(root, 'shared', 'workspace.json'), jsonText(remoteApps));
  return [...Object.keys(files), 'shared/workspace.json', writeCodeowners(root)];
}
