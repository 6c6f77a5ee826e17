import { useSyncExternalStore } from 'react';
import type { FeatureBundle } from 'framer-motion';
import { firstInteraction } from './first-interaction';

let ready = false;
const listeners = new Set<() => void>();

/** A user-timing mark, so browser tests can wait until page transitions animate. */
export const MOTION_FEATURES_READY_MARK = 'motion-features:ready';

/**
 * For `<LazyMotion features>`: fetches framer-motion's DOM animation features (a chunk of
 * their own) on the visitor's first interaction. The first page never animates in, so a
 * visitor who only reads it never downloads them.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  return firstInteraction()
    .then(() => import(/* webpackChunkName: "motion-features" */ './motion-features'))
    .then((module) => {
      ready = true;
      performance.mark?.(MOTION_FEATURES_READY_MARK);
      listeners.forEach((notify) => notify());
      return module.default;
    });
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
