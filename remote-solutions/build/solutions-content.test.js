/** @jest-environment node */
const fs = require('node:fs');
const { loadCatalogue, CATALOGUE_FILE } = require('./solutions-content');
const { CATEGORIES_FILE, IconRef } = require('../../platform/content/index.js');
const { contentScratch, problemsOf } = require('../../platform/content/testing/index.js');

const scratch = contentScratch('solutions-');
const catalogueFile = (yaml) => scratch.write('solutions.yaml', yaml);

const SALES = `sales:
  - id: sales-crm
    name: CRM
    description: Every lead in one place.
    icon: Handshake
`;

const problems = (yaml) => problemsOf(() => loadCatalogue(catalogueFile(yaml)));

describe('the solutions catalogue', () => {
  it('reads the real catalogue: every solution of the file, under its category, in the categories order', () => {
    const { solutionsByCategory } = loadCatalogue();
    // Counted from the files' text, not by the loader under test: the catalogue is content a
    // team edits (docs/content.md), so its size is not pinned here.
    const categoryKeys = [...fs.readFileSync(CATEGORIES_FILE, 'utf8').matchAll(/^\s*- key: (\S+)$/gm)].map(([, key]) => key);
    expect(Object.keys(solutionsByCategory)).toEqual(categoryKeys);
    expect(Object.values(solutionsByCategory).flat()).toHaveLength(fs.readFileSync(CATALOGUE_FILE, 'utf8').match(/^\s*- id: /gm).length);
    expect(solutionsByCategory.featured[0]).toMatchObject({ id: 'featured-crm', icon: new IconRef('Handshake') });
  });

  it('gives every category a list, empty when the file has none for it', () => {
    const { solutionsByCategory } = loadCatalogue(catalogueFile(SALES));
    expect(solutionsByCategory.sales).toHaveLength(1);
    expect(solutionsByCategory.featured).toEqual([]);
    expect(Object.keys(solutionsByCategory)[0]).toBe('featured');
  });

  it('refuses an unknown category, naming the known ones', () => {
    expect(problems(SALES.replace('sales:', 'saless:'))).toEqual([
      expect.stringMatching(/solutions\.yaml: "saless": "saless" is not a solution category \(featured, suites, sales,/),
    ]);
  });

  it('refuses an id without its category key, and two solutions with one id', () => {
    const yaml = `${SALES}  - id: sales-crm\n    name: CRM again\n    description: Twice.\n    icon: Handshake\nlegal:\n  - id: sales-contracts\n    name: Contracts\n    description: Signed.\n    icon: FilePen\n`;
    expect(problems(yaml)).toEqual([
      expect.stringMatching(/"sales\[1\]\.id": "sales-crm" is also the id of "sales\[0\]"/),
      expect.stringMatching(/"legal\[0\]\.id": "sales-contracts" must start with "legal-", its category's key/),
    ]);
  });

  it('names the field of a missing name and of an unknown icon', () => {
    expect(problems(SALES.replace('    name: CRM\n', '').replace('Handshake', 'HandShake'))).toEqual([
      expect.stringMatching(/"sales\[0\]\.name": is missing/),
      expect.stringMatching(/"sales\[0\]\.icon": "HandShake" is not a lucide-react icon \(did you mean "Handshake"\?\)/),
    ]);
  });
});
