/**
 * What a content reader's jest test needs: content files written into a scratch folder, and the
 * problems a refused read lists. The readers of the remotes' content (remote-solutions/build/,
 * remote-resources/build/) are built on this folder's, so their tests are the same as its own;
 * this folder is a face of its own (eslint.config.mjs, PLATFORM_FACES) because the remotes may
 * use platform/content only through a face, not through its fixtures.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ContentError } = require('../errors');

/**
 * A scratch folder of its own for each test of the file, so that no test reads what another
 * wrote: `dir` is the running test's, and `write(name, text)` writes a file into it and returns
 * its path. Its hooks are jest's, so it is called where the tests are declared.
 * @param {string} prefix  how the folder's name begins ("solutions-"): one left behind says whose it was
 */
function contentScratch(prefix) {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    get dir() {
      return dir;
    },
    write(name, text) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    },
  };
}

/** The ContentError `load()` refuses the content with; the test fails when it throws none or another error. */
function refusalOf(load) {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error;
  }
  throw new Error('expected the content to be refused');
}

/** The problems `load()` refuses the content with, one line each. */
const problemsOf = (load) => refusalOf(load).problems;

module.exports = { contentScratch, problemsOf, refusalOf };
