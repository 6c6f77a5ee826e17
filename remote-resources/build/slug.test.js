/** @jest-environment node */
const { slugify } = require('./resources-content');

describe('slugify', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Cloud HR for Small Teams')).toBe('cloud-hr-for-small-teams');
  });

  it('removes punctuation', () => {
    expect(slugify('CRM for Small Business Growth: A Practical Starter Guide')).toBe(
      'crm-for-small-business-growth-a-practical-starter-guide',
    );
    expect(slugify("What's new? (Part 2), finally!")).toBe('whats-new-part-2-finally');
    expect(slugify('Revenue up 150% in 18 months')).toBe('revenue-up-150-in-18-months');
  });

  it('collapses repeated spaces and whitespace of any kind into one hyphen', () => {
    expect(slugify('AI   for\tSMEs \n today')).toBe('ai-for-smes-today');
  });

  it('drops ampersands without leaving a double hyphen', () => {
    expect(slugify('HR & Payroll')).toBe('hr-payroll');
    expect(slugify('Sales&Marketing')).toBe('salesmarketing');
  });

  it('collapses hyphens already in the title', () => {
    expect(slugify('Data-Driven -- Marketing')).toBe('data-driven-marketing');
  });

  it('trims leading and trailing symbols and hyphens', () => {
    expect(slugify('  --Hello, World!--  ')).toBe('hello-world');
    expect(slugify('***Launch*** ->')).toBe('launch');
  });

  it('keeps digits and underscores, which are word characters', () => {
    expect(slugify('Suites in 2025 v2_final')).toBe('suites-in-2025-v2_final');
  });

  it('removes letters outside the ASCII word set, as the rule says', () => {
    expect(slugify('Café Über Straße')).toBe('caf-ber-strae');
  });

  it('gives an empty slug for a title without word characters', () => {
    expect(slugify('')).toBe('');
    expect(slugify('  & ?! -- ')).toBe('');
  });

  it('is idempotent', () => {
    const once = slugify('Retail Marketing Automation Lifts Repeat Customer Rate by 25%');
    expect(slugify(once)).toBe(once);
  });
});
