/**
 * Writes checked content as a JavaScript module: plain data as literals, icons as imports of
 * their lucide-react components. webpack gets an ES module (so unused icons are shaken out),
 * jest a CommonJS one (see ../test-runner/jest-transform.js).
 */
const { IconRef } = require('./icons');

function literal(value, icons) {
  if (value instanceof IconRef) {
    icons.add(value.name);
    return value.name;
  }
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, icons)).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${JSON.stringify(key)}:${literal(item, icons)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * @param {Record<string, unknown>} exports named exports and their values
 * @param {{ moduleFormat?: 'esm' | 'commonjs' }} [options]
 */
function moduleSource(exports, { moduleFormat = 'esm' } = {}) {
  const icons = new Set();
  const bodies = Object.entries(exports).map(([name, value]) => [name, literal(value, icons)]);
  const names = [...icons].sort();
  if (moduleFormat === 'commonjs') {
    return [
      names.length ? `const { ${names.join(', ')} } = require('lucide-react');` : '',
      ...bodies.map(([name, body]) => `exports.${name} = ${body};`),
    ].join('\n');
  }
  return [
    names.length ? `import { ${names.join(', ')} } from 'lucide-react';` : '',
    ...bodies.map(([name, body]) => `export const ${name} = ${body};`),
  ].join('\n');
}

module.exports = { moduleSource };
