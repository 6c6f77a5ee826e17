import { layout, mq } from '@site/shared';

/** Height of the sticky category bar on phones. */
export const CATEGORY_BAR_HEIGHT_PX = 68;
/** Breathing room between a scroll target and whatever is pinned above it. */
export const SCROLL_GAP_PX = 16;
/** Where the desktop sidebar sticks, below the fixed header. */
export const SIDEBAR_STICKY_GAP_PX = 24;

/**
 * Scroll targets (cards, the results) must land below the fixed header and, on phones, below
 * the sticky category bar too; `scrollIntoView` and the shell's hash scrolling both honour it.
 */
export const scrollMarginBelowPinnedBars = `
  scroll-margin-top: calc(${layout.headerHeight} + ${CATEGORY_BAR_HEIGHT_PX}px + ${SCROLL_GAP_PX}px);
  ${mq.md} {
    scroll-margin-top: calc(${layout.headerHeight} + ${SIDEBAR_STICKY_GAP_PX}px);
  }
`;
