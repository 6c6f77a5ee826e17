import { firstInteraction, idleAfterFirstInteraction, resetFirstInteractionForTests } from './first-interaction';

/** Whether `promise` has settled once the tasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('firstInteraction', () => {
  beforeEach(() => resetFirstInteractionForTests());

  it('waits while the visitor only reads', async () => {
    expect(await settled(firstInteraction())).toBe(false);
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'hashchange'])(
    'resolves on %s, once for every caller',
    async (type) => {
      const first = firstInteraction();
      // Dispatched on an element and without bubbling: the listener must capture it on window.
      document.body.dispatchEvent(new Event(type));
      expect(await settled(first)).toBe(true);
      expect(firstInteraction()).toBe(first);
    },
  );
});

describe('idleAfterFirstInteraction', () => {
  // The browser's idle moments, run by the test.
  let idleMoments: IdleRequestCallback[];
  const runIdleMoments = () => idleMoments.splice(0).forEach((moment) => moment({ didTimeout: false, timeRemaining: () => 50 }));
  beforeEach(() => {
    resetFirstInteractionForTests();
    idleMoments = [];
    window.requestIdleCallback = (callback) => idleMoments.push(callback);
  });
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('after a hover, at the next idle moment', async () => {
    const idle = idleAfterFirstInteraction();
    window.dispatchEvent(new MouseEvent('pointermove', { buttons: 0 }));
    expect(await settled(idle)).toBe(false);
    runIdleMoments();
    expect(await settled(idle)).toBe(true);
  });

  it.each([
    ['a finger', () => new Event('touchstart'), () => new Event('touchend')],
    ['a held button', () => new MouseEvent('pointerdown', { buttons: 1 }), () => new MouseEvent('pointerup')],
  ])('after %s, not before its release (a tap: its click), then at the next idle moment', async (_what, press, lift) => {
    const idle = idleAfterFirstInteraction();
    window.dispatchEvent(press());
    runIdleMoments();
    expect(await settled(idle)).toBe(false);
    runIdleMoments();
    expect(await settled(idle)).toBe(false);
    window.dispatchEvent(lift());
    expect(await settled(idle)).toBe(false);
    runIdleMoments();
    expect(await settled(idle)).toBe(true);
  });
});

