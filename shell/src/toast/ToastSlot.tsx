import styled from '@emotion/styled';
import { useEffect, useState, type ComponentType } from 'react';
import { colors, focusRing, fonts, radii, shadows, useSiteStore } from '@site/shared';
import { firstInteraction } from '../app/first-interaction';

let toastArea: Promise<ComponentType> | null = null;

/** The toast UI chunk, fetched once; a failed fetch is forgotten so that it can be retried. */
function loadToastArea(): Promise<ComponentType> {
  toastArea ??= import(/* webpackChunkName: "toast-ui" */ './ToastViewport').then((module) => module.default);
  toastArea.catch(() => {
    toastArea = null;
  });
  return toastArea;
}

/**
 * Where the site's single toast appears. The toast UI (Radix Toast) is a chunk of its own,
 * fetched on the visitor's first interaction: every toast answers an action, so the UI is
 * there before the first one is raised. If that chunk cannot be fetched, the message still
 * shows, in a plain status box, and each new toast tries the chunk again.
 */
export function ToastSlot({ loadArea = loadToastArea }: { loadArea?: () => Promise<ComponentType> }) {
  const current = useSiteStore((s) => s.toast);
  const [Area, setArea] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    let live = true;
    void firstInteraction().then(() => live && setInteracted(true));
    return () => {
      live = false;
    };
  }, []);

  const wanted = interacted || Boolean(current);
  const toastId = current?.id;
  useEffect(() => {
    if (!wanted || Area) return;
    let live = true;
    loadArea().then(
      (component) => live && setArea(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, Area, toastId, loadArea]);

  if (Area) return <Area />;
  if (failed && current?.open) return <PlainToast key={current.id} />;
  return null;
}

const Box = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  left: 16px;
  z-index: 100;
  max-width: 388px;
  margin-left: auto;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: 16px;
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
  p {
    grid-column: 1;
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  p:first-of-type {
    font-weight: 700;
    font-size: 0.9375rem;
  }
  button {
    grid-column: 2;
    grid-row: 1 / span 2;
    align-self: start;
    min-width: 32px;
    min-height: 32px;
    border: 0;
    border-radius: ${radii.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
    &:focus-visible {
      ${focusRing}
    }
  }
`;

/** The current toast without the toast UI chunk: text, a close button and its timeout. */
function PlainToast() {
  const current = useSiteStore((s) => s.toast);
  const dismissToast = useSiteStore((s) => s.dismissToast);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissToast(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, dismissToast]);
  if (!current) return null;
  return (
    <Box role="status" data-testid="toast" data-variant={current.variant}>
      <p>{current.title}</p>
      {current.description ? <p>{current.description}</p> : null}
      <button type="button" aria-label="Close notification" onClick={() => dismissToast(current.id)}>
        ×
      </button>
    </Box>
  );
}
