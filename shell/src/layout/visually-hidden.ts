// For shell/src/remotes/RemoteStates.tsx, which is being rewritten on main: new code imports
// the primitive from @site/shared. Delete this file once nothing imports it.
export { visuallyHidden } from '@site/shared';
