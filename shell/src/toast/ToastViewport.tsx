import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { TOAST_DEFAULT_DURATION_MS, focusRing, useSiteStore } from '@site/shared';
import {
  TOAST_VIEWPORT_MAX_WIDTH_PX,
  TOAST_VIEWPORT_PADDING_PX,
  ToastClose,
  ToastDescription,
  ToastTitle,
  toastSurface,
} from './toast-styles';

/** docs/SPEC.md, section 2.3. Radix UI Toast is the accessible pattern these constants come from. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_HOTKEY = ['F8'];

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
  padding: ${TOAST_VIEWPORT_PADDING_PX}px;
  box-sizing: border-box;
  list-style: none;
  outline: none;
  &:focus-visible {
    ${focusRing}
  }
`;

const Root = styled(ToastPrimitive.Root)`
  position: relative;
  ${toastSurface}
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

const Title = ToastTitle.withComponent(ToastPrimitive.Title);
const Description = ToastDescription.withComponent(ToastPrimitive.Description);
const Close = ToastClose.withComponent(ToastPrimitive.Close);

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
