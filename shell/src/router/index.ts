/**
 * Which page shows, and what follows a change of page: the transition, scroll, focus and the
 * announcement. Imported through this file only.
 */
export { RouteAnnouncer } from './RouteAnnouncer';
export { RouteView } from './RouteView';
export { useHistorySync } from './useHistorySync';
