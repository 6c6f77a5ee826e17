import { mq } from '@site/shared';

const REDUCED_MOTION_QUERY = mq.reducedMotion.replace(/^@media\s+/, '');

/** Smooth scrolling is motion: visitors who ask for less get an instant jump. */
export function preferredScrollBehavior(): ScrollBehavior {
  return window.matchMedia?.(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}
