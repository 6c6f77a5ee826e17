/** Reading content files: YAML data, and Markdown with a YAML front-matter block (gray-matter). */
const fs = require('node:fs');
const matter = require('gray-matter');
const YAML = require('yaml');

/** Parses YAML; a syntax error becomes a problem with its line, and undefined. */
function parseYaml(source, file, problems, lineOffset = 0) {
  const document = YAML.parseDocument(source, { uniqueKeys: true });
  if (document.errors.length) {
    // The first error only: the ones after it are mostly its consequences.
    const [error] = document.errors;
    const line = (error.linePos?.[0]?.line ?? 1) + lineOffset;
    problems.add(file, `line ${line}`, `the YAML cannot be read: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`);
    return undefined;
  }
  return document.toJS();
}

function readYaml(file, problems) {
  return parseYaml(fs.readFileSync(file, 'utf8'), file, problems);
}

/**
 * A Markdown file: its front matter as data, its body, and the line the body starts on (so
 * body problems name the line in the file). The front matter must come first, between "---" lines.
 */
function readMarkdown(file, problems) {
  const source = fs.readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
  if (!/^---\n/.test(source)) {
    problems.add(file, 'line 1', 'must start with a front-matter block between two "---" lines (title, description, ...)');
    return undefined;
  }
  let frontMatterOk = true;
  const parsed = matter(source, {
    engines: {
      yaml: (yamlSource) => {
        const data = parseYaml(yamlSource, file, problems, 1);
        if (data === undefined) frontMatterOk = false;
        return data ?? {};
      },
    },
  });
  if (!frontMatterOk) return undefined;
  const bodyStart = source.length - parsed.content.length;
  const bodyLine = source.slice(0, bodyStart).split('\n').length;
  return { data: parsed.data, body: parsed.content, bodyLine };
}

module.exports = { readYaml, readMarkdown };
