import { useSyncExternalStore } from 'react';
import type { FeatureBundle } from 'framer-motion';
import { afterFirstPage } from '../scheduling/after-first-page';
import { firstInteraction } from '../scheduling/first-interaction';

let ready = false;
const listeners = new Set<() => void>();

/** A user-timing mark, so browser tests can wait until page transitions animate. */
export const MOTION_FEATURES_READY_MARK = 'motion-features:ready';

/**
 * For `<LazyMotion features>`: fetches framer-motion's DOM animation features (a chunk of
 * their own) at the first idle moment once the first page is complete, or on the first
 * interaction if that comes sooner. The first page never animates in, so it does not wait for
 * them; every later page change animates, the one a visitor's first click starts included.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  return Promise.race([afterFirstPage(), firstInteraction()])
    .then(() => import(/* webpackChunkName: "motion-features" */ './motion-features'))
    .then(
      (module) => {
        ready = true;
        performance.mark?.(MOTION_FEATURES_READY_MARK);
        listeners.forEach((notify) => notify());
        return module.default;
      },
      (error: unknown) => {
        // Handled: pages change without the transition (useMotionFeaturesReady stays false), and
        // the features never arrive for LazyMotion, which has nothing to do with a rejection.
        console.warn('The page transition is off: its code could not be loaded', error);
        return new Promise<FeatureBundle>(() => undefined);
      },
    );
}

/**
 * Whether the animation features have arrived. Until then, and for good if their chunk fails
 * to load, pages switch without a transition: a motion element without features would stay
 * at its `initial` style (opacity 0) and leave the page blank.
 */
export function useMotionFeaturesReady(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => ready,
  );
}
