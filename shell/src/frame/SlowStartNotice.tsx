import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { layout, site } from '@site/shared';
import { noticeCard } from '../layout';

/** Long enough that a slow phone on a slow network never sees it on a good start. */
export const SLOW_START_NOTICE_DELAY_S = 12;

const reveal = keyframes`
  to { visibility: visible; }
`;

const Notice = styled.p`
  position: fixed;
  top: calc(${layout.headerHeight} + 48px);
  ${noticeCard}
  /* Shown by CSS alone: it is only ever seen when the site's JavaScript did not arrive. */
  visibility: hidden;
  animation: ${reveal} 0s linear ${SLOW_START_NOTICE_DELAY_S}s forwards;
`;

/**
 * Part of the static frame, outside its inert part so it can be read and selected. React
 * replaces it with the page; if the scripts never arrive, the visitor is told what to do
 * instead of looking at an empty page.
 */
export function SlowStartNotice() {
  return (
    <Notice data-slow-start-notice>
      The site is taking longer than usual to load. Please check your connection and reload the
      page, or email us at {site.primaryEmail}.
    </Notice>
  );
}
