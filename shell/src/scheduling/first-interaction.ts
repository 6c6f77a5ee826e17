import { idle } from './idle';

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

const RELEASE_EVENTS = ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'click'] as const;

let interaction: Promise<void> | null = null;
/** The release of the press that was the first interaction (a finger down, a button held), if it was one. */
let release: Promise<unknown> | null = null;

/** The first of `types` dispatched in the page, captured on the window so that one that does not bubble counts too. */
function firstEventOf(types: readonly string[]): Promise<Event> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = (event: Event) => {
      types.forEach((type) => window.removeEventListener(type, done, options));
      resolve(event);
    };
    types.forEach((type) => window.addEventListener(type, done, options));
  });
}

/** A finger's first contact (touch's pointerover and pointerdown come with it) or a held button. */
function isPress(event: Event): boolean {
  return event.type === 'touchstart' || (event instanceof MouseEvent && event.buttons > 0);
}

/**
 * Resolves on the first interaction with the page. Code that only matters once a visitor acts
 * (the toast UI, remotes.json) waits for it, so a first page that is only read downloads less;
 * a pointer or a finger reaches a link well before its click lands.
 */
export function firstInteraction(): Promise<void> {
  interaction ??= firstEventOf(INTERACTION_EVENTS).then((event) => {
    if (isPress(event)) release = firstEventOf(RELEASE_EVENTS);
  });
  return interaction;
}

/** For tests: forgets the interaction seen, so the next call waits for a new one. */
export function resetFirstInteractionForTests(): void {
  interaction = null;
  release = null;
}

/**
 * The first idle moment after the first interaction has ended: for what the visitor's next
 * action may need and this one does not. A tap on a link is a first interaction too, and its own
 * work (the page it opens) should go first, so a press waits for its release, when its click
 * comes. The toast UI fetched at the press itself made a first tap to a remote page 50-80 ms
 * slower whenever its fetch and evaluation came before the page's (docs/performance.md, "The
 * module-level account").
 */
export async function idleAfterFirstInteraction(): Promise<void> {
  await firstInteraction();
  await release;
  await idle();
}
