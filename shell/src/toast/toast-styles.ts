import styled from '@emotion/styled';
import { colors, focusRing, fonts, radii, shadows } from '@site/shared';

/**
 * How a toast looks, shared by the Radix toast (the toast-ui chunk) and the plain box shown
 * when that chunk cannot be fetched, so both look the same. The parts are the plain box's
 * elements; the toast UI draws Radix's the same way (`withComponent`). This module sits in the
 * main chunk and must not pull Radix in.
 */

/** The toast viewport is at most this wide, padding included (docs/SPEC.md, section 2.3). */
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
/** Space between the viewport's edges and the toast. */
export const TOAST_VIEWPORT_PADDING_PX = 16;

/** The card: title and text on the left, the close button on the right; destructive in red. */
export const toastSurface = `
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  align-items: start;
  padding: 16px 16px 16px 18px;
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.raised};
  font-family: ${fonts.body};
  &[data-variant='destructive'] {
    border-color: ${colors.destructive};
    background: ${colors.destructive};
    color: ${colors.textInverse};
  }
`;

export const ToastTitle = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 0.9375rem;
`;

export const ToastDescription = styled.p`
  grid-column: 1 / 2;
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

export const ToastClose = styled.button`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.8;
  &:hover {
    opacity: 1;
    background: rgba(15, 23, 42, 0.08);
  }
  &:focus-visible {
    ${focusRing}
    opacity: 1;
  }
`;

/**
 * The plain box a toast shows in when the toast UI chunk cannot be fetched (ToastSlot.tsx), where
 * the toast viewport puts its toast: bottom right, within the same width.
 */
export const PlainToastBox = styled.div`
  position: fixed;
  right: ${TOAST_VIEWPORT_PADDING_PX}px;
  bottom: ${TOAST_VIEWPORT_PADDING_PX}px;
  left: ${TOAST_VIEWPORT_PADDING_PX}px;
  z-index: 100;
  max-width: ${TOAST_VIEWPORT_MAX_WIDTH_PX - 2 * TOAST_VIEWPORT_PADDING_PX}px;
  margin-left: auto;
  ${toastSurface}
`;
