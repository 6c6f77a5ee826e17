/**
 * The face of platform/deploy/shell/: the shell's versions in a deploy, what each provides and
 * in which URL mode it runs, and the step that switches the live one (shell-versions.mjs).
 */
export {
  SHELL,
  adoptStartedShell,
  applyShellSwitch,
  deployUrlMode,
  differingFiles,
  isPrerenderedShell,
  publishShell,
  readShellRecord,
  releasedRecord,
  rolledBackRecord,
  shellProvidesOf,
  shellSwitchStep,
  shellVersionDir,
  templateOf,
  uploadShellFiles,
  urlModeOf,
} from './shell-versions.mjs';
