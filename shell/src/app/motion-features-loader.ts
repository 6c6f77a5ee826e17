import { useSyncExternalStore } from 'react';
import type { FeatureBundle } from 'framer-motion';

let ready = false;
const listeners = new Set<() => void>();

/**
 * For `<LazyMotion features>`: fetches framer-motion's DOM animation features (a chunk of
 * their own) after the first page has rendered; that page does not animate in.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  return import('./motion-features').then((module) => {
    ready = true;
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
