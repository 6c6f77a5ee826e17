/**
 * The pieces every content schema is made of (zod), with messages written for the people who
 * edit content files rather than zod's defaults ("Invalid input: expected string").
 */
const { z } = require('zod');
const { lucideIconNames, suggestIcon } = require('./icons');

/** Text a writer must fill in: present, a string, not blank. */
function text() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing' : `must be text, not ${describe(issue.input)}`) })
    .trim()
    .min(1, { error: 'is empty' });
}

/** One of a fixed list of values, with the list in the message. */
function oneOf(values) {
  const list = values.map((value) => `"${value}"`).join(', ');
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? `is missing (one of ${list})` : `must be one of ${list}, not ${describe(issue.input)}`),
  });
}

/** The name of a lucide-react icon, as lucide.dev writes it in PascalCase ("Users", "ChartColumn"). */
function iconName() {
  return text().refine((name) => lucideIconNames().has(name), {
    error: (issue) => {
      const suggestion = suggestIcon(String(issue.input));
      return `"${issue.input}" is not a lucide-react icon${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; see https://lucide.dev/icons`;
    },
  });
}

/** An object that accepts only the fields it lists, so a misspelt field is reported, not ignored. */
function record(shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.length === 1 ? 'unknown field' : 'unknown fields'} ${issue.keys.map((key) => `"${key}"`).join(', ')} (allowed: ${Object.keys(shape).join(', ')})`
        : `must be a set of fields (${Object.keys(shape).join(', ')}), not ${describe(issue.input)}`,
  });
}

function describe(value) {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a set of fields';
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}

/** "solutions.sales[2].icon", the way a writer finds the place in a YAML file. */
function fieldPath(path) {
  return path.reduce((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/**
 * Checks `data` against `schema`; on failure adds one problem per issue to `problems` and
 * returns undefined.
 */
function check(schema, data, file, problems, { prefix = '' } = {}) {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const where = fieldPath(issue.path);
    problems.add(file, where ? `${prefix}"${where}"` : prefix.replace(/ $/, '') || undefined, issue.message);
  }
  return undefined;
}

module.exports = { z, text, oneOf, iconName, record, check, fieldPath };
