import { AnimatePresence, m, useReducedMotion } from 'framer-motion';
import { useMemo } from 'react';
import { useSiteStore } from '@site/shared';
import { useMotionFeaturesReady } from '../motion/motion-features-loader';
import { routeElement } from './route-elements';
import { useScrollManagement } from './useScrollManagement';

/** 0.3 s fade-and-slide, exit then enter (docs/SPEC.md, section 2.4). */
export const PAGE_TRANSITION_SECONDS = 0.3;
const SLIDE_PX = 12;

/**
 * The current page, keyed on the path only: a change of in-page hash (a solutions category,
 * a section anchor) must not re-animate the page.
 */
export function RouteView() {
  const path = useSiteStore((s) => s.location.path);
  // Reduced motion: an opacity-only change, no offset at all (not even an instant jump).
  const slide = useReducedMotion() ? 0 : SLIDE_PX;
  const animated = useMotionFeaturesReady();
  // The same element for the same path, so the features' arrival re-renders the motion wrapper
  // only, not the page inside it.
  const page = useMemo(() => routeElement(path), [path]);
  useScrollManagement();
  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div
        key={path}
        data-route-path={path}
        initial={animated ? { opacity: 0, y: slide } : false}
        animate={{ opacity: 1, y: 0 }}
        exit={{ opacity: 0, y: -slide }}
        transition={{ duration: PAGE_TRANSITION_SECONDS, ease: 'easeOut' }}
      >
        {page}
      </m.div>
    </AnimatePresence>
  );
}
