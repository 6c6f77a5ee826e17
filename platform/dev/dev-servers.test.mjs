/**
 * How `npm run dev` ends (dev-servers.mjs): stopped by Ctrl-C or a stop request is a success; a
 * server that stopped on its own with a failure (a port in use) fails the command.
 * Run alone: node --test platform/dev/dev-servers.test.mjs
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { devExitCode } from './dev-servers.mjs';

test('servers stopped by a signal, or by the shell for one (130, 143), end it with 0', () => {
  assert.equal(devExitCode([{ exitCode: 'SIGINT', killed: false }, { exitCode: 130, killed: false }, { exitCode: 143, killed: false }, { exitCode: 'SIGTERM', killed: false }]), 0);
});

test('servers killed because another stopped do not count; the one that failed does', () => {
  assert.equal(devExitCode([{ exitCode: 1, killed: false }, { exitCode: 'SIGTERM', killed: true }]), 1);
  assert.equal(devExitCode([{ exitCode: 1, killed: true }, { exitCode: 0, killed: false }]), 1);
});
