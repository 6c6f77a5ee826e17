/**
 * The face of platform/deploy/switch/: what a switch is (switch.mjs: begun in a journal, applied,
 * the files that follow the pointer written, finished), a remote's switch and rollback as steps,
 * and the histories and retirement record they keep.
 */
export { readHistory } from '../layout.mjs';
export { clearSwitch, pendingSwitch } from './journal.mjs';
export { readRetired, rollbackStep, switchStep, writeRetired } from './remote-switch.mjs';
export { applyBegunSwitch, beginSwitch, rollbackRemote, switchRemote, writeDerivedFiles } from './switch.mjs';
