/**
 * Argument handling for the release commands: node's parseArgs, `--help`, and a friendly
 * message with the usage (exit code 2) for anything it does not understand.
 */
import { parseArgs } from 'node:util';

export function cli({ usage, options = {}, positionals = 0 }) {
  let parsed;
  try {
    parsed = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    fail(error.message, usage);
  }
  if (parsed.values.help) {
    console.log(usage.trim());
    process.exit(0);
  }
  if (parsed.positionals.length !== positionals) {
    fail(positionals ? `Expected ${positionals} argument${positionals > 1 ? 's' : ''}, got ${parsed.positionals.length}.` : 'Takes no arguments.', usage);
  }
  return parsed;
}

export function fail(message, usage) {
  console.error(`${message}${usage ? `\n\n${usage.trim()}` : ''}`);
  process.exit(2);
}
