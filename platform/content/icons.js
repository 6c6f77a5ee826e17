/**
 * Content names its icons by their lucide-react names. The build checks each name against the
 * icons the installed lucide-react exports (its documented `icons` map, canonical names only)
 * and writes an import of just the icons used, so the browser gets no more icons than before.
 */
let names;

function lucideIconNames() {
  names ??= new Set(Object.keys(require('lucide-react').icons));
  return names;
}

/** The closest canonical name: same letters in another case, an alias lucide renamed, or one typo away. */
function suggestIcon(name) {
  const lucide = require('lucide-react');
  const all = lucideIconNames();
  const aliasOf = lucide[name] ?? lucide[`${name}Icon`];
  if (aliasOf?.displayName && all.has(aliasOf.displayName)) return aliasOf.displayName;
  const pascal = name.replace(/(^|[-_\s]+)(\w)/g, (_, __, char) => char.toUpperCase());
  if (all.has(pascal)) return pascal;
  let best;
  let bestDistance = 3;
  for (const candidate of all) {
    if (Math.abs(candidate.length - name.length) >= bestDistance) continue;
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}

/** Stands for an icon in generated source: written as the imported component's name. */
class IconRef {
  constructor(name) {
    this.name = name;
  }
}

module.exports = { lucideIconNames, suggestIcon, IconRef };
