import { useEffect, useState, type ComponentType } from 'react';
import { X } from 'lucide-react';
import { useSiteStore } from '@site/shared';
import { idleAfterFirstInteraction } from '../scheduling';
import { PlainToastBox, ToastClose, ToastDescription, ToastTitle } from './toast-styles';

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
 * fetched at the first idle moment after the visitor's first interaction: every toast answers
 * an action, so the UI is there before the first one is raised, and a first tap on a link can load
 * its page before it. A toast raised sooner fetches it at once. If that chunk cannot be fetched, the message still
 * shows, in a plain status box, and each new toast tries the chunk again.
 */
export function ToastSlot({ loadArea = loadToastArea }: { loadArea?: () => Promise<ComponentType> }) {
  const current = useSiteStore((s) => s.toast);
  const [Area, setArea] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    let live = true;
    void idleAfterFirstInteraction().then(() => live && setInteracted(true));
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
    <PlainToastBox role="status" data-testid="toast" data-variant={current.variant}>
      <ToastTitle>{current.title}</ToastTitle>
      {current.description ? <ToastDescription>{current.description}</ToastDescription> : null}
      <ToastClose type="button" aria-label="Close notification" onClick={() => dismissToast(current.id)}>
        <X size={18} aria-hidden="true" />
      </ToastClose>
    </PlainToastBox>
  );
}
