/**
 * Argument handling for every command in platform/: node's parseArgs, `--help`, and for anything
 * it does not understand a friendly message with the usage and exit code 2.
 *   positionals: how many arguments a command takes besides its options (a number), or 'any'
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
  if (positionals !== 'any' && parsed.positionals.length !== positionals) {
    fail(positionals ? `Expected ${positionals} argument${positionals > 1 ? 's' : ''}, got ${parsed.positionals.length}.` : 'Takes no arguments.', usage);
  }
  return parsed;
}

/** Says what went wrong (with the usage, when the command was given wrong arguments) and exits with 2. */
export function fail(message, usage) {
  console.error(`${message}${usage ? `\n\n${usage.trim()}` : ''}`);
  process.exit(2);
}
