/**
 * Content errors name the file (relative to the repository), the field or line, and what is
 * wrong, so that a writer who does not read code can fix the file. A build collects every
 * problem it finds and fails once, with all of them.
 */
const path = require('node:path');
const { rootDir } = require('../workspace/index.js');

/** A file's path as a writer sees it in the repository. */
function relativeFile(file) {
  return path.relative(rootDir, file).split(path.sep).join('/');
}

class ContentError extends Error {
  /** @param {string[]} problems one line each, already naming file and field */
  constructor(problems) {
    super(
      `The site's content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}` +
        ` (see docs/content.md):\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Gathers problems across files; `throwIfAny` fails the build with all of them at once. */
class Problems {
  constructor() {
    this.list = [];
  }

  /** @param {string} file absolute path; @param {string | undefined} where a field or "line N" */
  add(file, where, message) {
    this.list.push(`${relativeFile(file)}${where ? `: ${where}` : ''}: ${message}`);
  }

  throwIfAny() {
    if (this.list.length) throw new ContentError(this.list);
  }
}

module.exports = { ContentError, Problems, relativeFile, rootDir };
