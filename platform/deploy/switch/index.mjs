/**
 * The face of platform/deploy/switch/: a remote's switch and rollback as journaled steps (a
 * shell's step, ../shell/, is begun and finished the same way), the histories and retirement
 * record they keep, and the files that follow the pointer.
 */
export { clearSwitch, pendingSwitch } from './journal.mjs';
export { applySwitch, beginSwitch, readHistory, readRetired, rollbackRemote, rollbackStep, switchRemote, switchStep, writeDerivedFiles, writeRetired } from './remote-switch.mjs';
