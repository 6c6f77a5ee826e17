import { useEffect, useState } from 'react';

/** Header switches from transparent to solid past this scroll offset (docs/SPEC.md, section 2.2). */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
