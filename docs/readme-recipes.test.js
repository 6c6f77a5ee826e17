/**
 * @jest-environment node
 *
 * The README's "Where a change goes" and the recipes the browser suite runs
 * (e2e/recipes/recipes.json, run by e2e/recipes/recipes.spec.ts) are one list: the same rows, and
 * for each the same commands in the same order. A row whose command changes fails here until the
 * recipe that runs it says the same, so the README only promises what the suite runs.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const { rootDir } = require('../platform/workspace/index.js');
const { recipes } = JSON.parse(readFileSync(path.join(rootDir, 'e2e/recipes/recipes.json'), 'utf8'));

/**
 * The rows of the README's table under "## Where a change goes": the first cell, and every
 * `npm ...` command in the row but `npm start`, which rows name as where a release goes (the site
 * it serves is where the recipe lane starts).
 */
function readmeRows() {
  const readme = readFileSync(path.join(rootDir, 'README.md'), 'utf8');
  const start = readme.indexOf('## Where a change goes');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| to...') && !line.startsWith('|---'))
    .map((line) => {
      const cells = line.split(' | ');
      return { to: cells[0].replace(/^\| /, '').trim(), commands: [...line.matchAll(/`(npm [^`]+)`/g)].map((match) => match[1]).filter((command) => command !== 'npm start') };
    });
}

describe("the README's recipes", () => {
  it('are the rows the suite runs, each with the same commands', () => {
    const rows = readmeRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(recipes.map(({ to, commands }) => ({ to, commands })));
  });

  it('each is run by the recipe lane, or names where it is run instead', () => {
    const lane = readFileSync(path.join(rootDir, 'e2e/recipes/recipes.spec.ts'), 'utf8');
    for (const recipe of recipes) {
      const where = typeof recipe.proof === 'string' ? 'proven elsewhere' : lane.includes(`'${recipe.to}'`) ? 'in the lane' : 'nowhere';
      expect([recipe.to, where]).toEqual([recipe.to, typeof recipe.proof === 'string' ? 'proven elsewhere' : 'in the lane']);
    }
  });
});
