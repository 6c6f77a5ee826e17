/**
 * Events that mean a visitor is doing more than reading the first page: moving a pointer,
 * touching, typing, tabbing, scrolling or changing the URL.
 */
const INTERACTION_EVENTS = [
  'pointerover',
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
  'hashchange',
  'popstate',
] as const;

let interaction: Promise<void> | null = null;

/**
 * Resolves on the first interaction with the page. Code that only matters once a visitor acts
 * (the toast UI, remotes.json) waits for it, so a first page that is only read downloads less;
 * a pointer or a finger reaches a link well before its click lands.
 */
export function firstInteraction(): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = () => {
      INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, done, options));
      resolve();
    };
    INTERACTION_EVENTS.forEach((type) => window.addEventListener(type, done, options));
  });
  return interaction;
}

/** For tests: forgets the interaction seen, so the next call waits for a new one. */
export function resetFirstInteractionForTests(): void {
  interaction = null;
}
