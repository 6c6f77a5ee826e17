import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  TOAST_DEFAULT_DURATION_MS,
  colors,
  focusRing,
  fonts,
  radii,
  shadows,
  useSiteStore,
} from '@site/shared';

/** SPEC section 9. Radix UI Toast is the accessible pattern these constants come from. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_HOTKEY = ['F8'];
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 24px)); }
  to { transform: translateX(0); }
`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 24px)); }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 100%;
  max-width: ${TOAST_VIEWPORT_MAX_WIDTH_PX}px;
  margin: 0;
  padding: 16px;
  box-sizing: border-box;
  list-style: none;
  outline: none;
  &:focus-visible {
    ${focusRing}
  }
`;

const Root = styled(ToastPrimitive.Root)`
  position: relative;
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
  &:focus-visible {
    ${focusRing}
  }
  &[data-state='open'] {
    animation: ${slideIn} 200ms cubic-bezier(0.16, 1, 0.3, 1);
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 150ms ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} 150ms ease-out forwards;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'],
    &[data-swipe='end'] {
      animation: ${fadeOut} 1ms reverse;
    }
    &[data-swipe='cancel'] {
      transition: none;
    }
  }
`;

const Title = styled(ToastPrimitive.Title)`
  margin: 0;
  font-weight: 700;
  font-size: 0.9375rem;
`;

const Description = styled(ToastPrimitive.Description)`
  grid-column: 1 / 2;
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const Close = styled(ToastPrimitive.Close)`
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

/** Provider for the site's toast: swipe, hotkey and default duration as the spec gives them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DEFAULT_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {children}
    </ToastPrimitive.Provider>
  );
}

/**
 * The single toast from the shared store. Remotes raise toasts only through the store; this
 * is the one place they are shown. Radix supplies the region "Notifications (F8)", pause on
 * hover, focus and window blur, Escape, swipe, and a status announcement that does not move focus.
 */
export function ToastViewport() {
  const current = useSiteStore((s) => s.toast);
  const dismissToast = useSiteStore((s) => s.dismissToast);
  return (
    <>
      {current ? (
        <Root
          key={current.id}
          open={current.open}
          duration={current.duration}
          data-variant={current.variant}
          data-testid="toast"
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
        >
          <Title>{current.title}</Title>
          {current.description ? <Description>{current.description}</Description> : null}
          <Close aria-label="Close notification">
            <X size={18} aria-hidden="true" />
          </Close>
        </Root>
      ) : null}
      <Viewport hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
    </>
  );
}

/** The toast UI as one unit: the chunk `ToastSlot` loads on the first interaction. */
export default function ToastArea() {
  return (
    <ToastProvider>
      <ToastViewport />
    </ToastProvider>
  );
}
