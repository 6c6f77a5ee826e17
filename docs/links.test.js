/**
 * @jest-environment node
 *
 * Every pointer a reader may follow resolves: in README.md, CONTRIBUTING.md and docs/, each
 * relative Markdown link names a file that exists and, with "#anchor", a heading in it; in code
 * and its comments, each repository path names a file or folder that exists, and each section
 * named after a document ('docs/releasing.md, "Preview"', 'docs/SPEC.md, section 4.4') is a
 * heading of it, wherever the pointer breaks onto the next line.
 */
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const { rootDir } = require('../platform/workspace/index.js');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.cache', '.bench', '.site', '.screenshots', 'test-results', 'playwright-report']);
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;

function filesUnder(dir, keep) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('dist-') ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

function headingsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((match) => match[1].trim());
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

const markdownFiles = [path.join(rootDir, 'README.md'), path.join(rootDir, 'CONTRIBUTING.md'), ...filesUnder(path.join(rootDir, 'docs'), (name) => name.endsWith('.md'))];
const codeFiles = filesUnder(rootDir, (name) => CODE.test(name)).filter((file) => !file.startsWith(path.join(rootDir, 'docs')));

describe('links in README.md, CONTRIBUTING.md and docs/', () => {
  it.each(markdownFiles.map((file) => [path.relative(rootDir, file), file]))('%s links only to files and headings that exist', (_name, file) => {
    // Code blocks and spans show Markdown; they do not link.
    const text = readFileSync(file, 'utf8')
      .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '))
      .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
    const broken = [];
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (/^[a-z]+:/.test(target)) continue;
      const [filePart, anchor] = target.split('#');
      const resolved = filePart ? path.resolve(path.dirname(file), filePart) : file;
      const where = `line ${lineOf(text, match.index)}: ${target}`;
      if (!existsSync(resolved)) broken.push(`${where} (no such file)`);
      else if (anchor && !(statSync(resolved).isFile() && headingsOf(resolved).map(slug).includes(anchor))) broken.push(`${where} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });
});

/**
 * "shell/src/remotes/index.ts", "docs/testing.md", "e2e/support/": a file or folder from the
 * repository's root. Names without an extension or a closing slash are left alone: they are as
 * often a deploy's ("shell/_headers") or a chunk's ("shell/main") as the repository's.
 */
const REPO_PATH = /(?<![\w./-])((?:shell|shared|remote-(?:solutions|resources|contact)|platform|e2e|docs)\/[\w./-]*(?:\.(?:tsx?|m?js|cjs|json|md|ya?ml|html)\b|\/))/g;
/**
 * Where a pointer may break onto the next line, after its comma or inside its name: white space
 * and, in a comment, the next line's "*" or "//".
 */
const BREAK = String.raw`(?:[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/)?)?[ \t]*`;
/** 'docs/releasing.md, "Preview"', 'README, "The two commands"' */
const NAMED_SECTION = new RegExp(String.raw`\b(docs\/[\w-]+\.md|README(?:\.md)?),${BREAK}"([^"]+)"`, 'g');
/** 'docs/SPEC.md, section 4.4' or 'sections 4.4 to 4.9' */
const SPEC_SECTION = new RegExp(String.raw`docs\/SPEC\.md,${BREAK}sections?${BREAK}(\d+(?:\.\d+)?)`, 'g');

const specSections = headingsOf(path.join(rootDir, 'docs/SPEC.md')).map((heading) => heading.split(' ')[0].replace(/\.$/, ''));

/** The pointers in a file's text that name no file, heading or SPEC.md section of the repository. */
function brokenPointers(text) {
  const broken = [];
  for (const match of text.matchAll(REPO_PATH)) {
    const named = match[1].replace(/[.]+$/, '');
    // A glob or a pattern, not a path ("remote-*/src", "docs/*.md").
    if (/[*{]/.test(text.slice(match.index, match.index + named.length + 2))) continue;
    if (!existsSync(path.join(rootDir, named))) broken.push(`line ${lineOf(text, match.index)}: ${named}`);
  }
  for (const match of text.matchAll(NAMED_SECTION)) {
    const doc = match[1].startsWith('README') ? 'README.md' : match[1];
    const file = path.join(rootDir, doc);
    // A name that runs over a comment's line break.
    const section = match[2].replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ');
    if (!existsSync(file) || !headingsOf(file).includes(section)) broken.push(`line ${lineOf(text, match.index)}: ${doc}, "${section}"`);
  }
  for (const match of text.matchAll(SPEC_SECTION)) {
    if (!specSections.includes(match[1])) broken.push(`line ${lineOf(text, match.index)}: docs/SPEC.md section ${match[1]}`);
  }
  return broken;
}

describe('paths and sections named in code and documents', () => {
  it.each([...codeFiles, ...markdownFiles].map((file) => [path.relative(rootDir, file), file]))('%s names only files and sections that exist', (_name, file) => {
    expect(brokenPointers(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('follows a pointer whose section name starts on the next line', () => {
    const text = [
      'see README,',
      '"No Such Section"; in a comment, docs/content.md,',
      ' * "Nor This One"; docs/SPEC.md,',
      'section 99.1',
    ].join('\n');
    expect(brokenPointers(text)).toEqual(['line 1: README.md, "No Such Section"', 'line 2: docs/content.md, "Nor This One"', 'line 3: docs/SPEC.md section 99.1']);
  });

  it('reads a wrapped pointer to a section that exists as whole', () => {
    expect(brokenPointers('docs/content.md,\n * "Rebranding" and docs/SPEC.md, section\n// 5.4')).toEqual([]);
  });
});
