/** @jest-environment node */
const { slugify } = require('./resources-content');

describe('slugify', () => {
  it.each([
    ['lower-cases and turns spaces into hyphens', [['Cloud HR for Small Teams', 'cloud-hr-for-small-teams']]],
    [
      'removes punctuation',
      [
        ['CRM for Small Business Growth: A Practical Starter Guide', 'crm-for-small-business-growth-a-practical-starter-guide'],
        ["What's new? (Part 2), finally!", 'whats-new-part-2-finally'],
        ['Revenue up 150% in 18 months', 'revenue-up-150-in-18-months'],
      ],
    ],
    ['collapses repeated spaces and whitespace of any kind into one hyphen', [['AI   for\tSMEs \n today', 'ai-for-smes-today']]],
    ['drops ampersands without leaving a double hyphen', [['HR & Payroll', 'hr-payroll'], ['Sales&Marketing', 'salesmarketing']]],
    ['collapses hyphens already in the title', [['Data-Driven -- Marketing', 'data-driven-marketing']]],
    ['trims leading and trailing symbols and hyphens', [['  --Hello, World!--  ', 'hello-world'], ['***Launch*** ->', 'launch']]],
    ['keeps digits and underscores, which are word characters', [['Suites in 2025 v2_final', 'suites-in-2025-v2_final']]],
    ['removes letters outside the ASCII word set, as the rule says', [['Café Über Straße', 'caf-ber-strae']]],
    ['gives an empty slug for a title without word characters', [['', ''], ['  & ?! -- ', '']]],
  ])('%s', (_rule, cases) => {
    // Each title beside its slug, so that a failure names the title.
    for (const [title, slug] of cases) expect([title, slugify(title)]).toEqual([title, slug]);
  });

  it('is idempotent', () => {
    const once = slugify('Retail Marketing Automation Lifts Repeat Customer Rate by 25%');
    expect(slugify(once)).toBe(once);
  });
});
