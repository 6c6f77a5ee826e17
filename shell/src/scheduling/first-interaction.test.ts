import { firstInteraction, resetFirstInteractionForTests } from './first-interaction';

describe('firstInteraction', () => {
  beforeEach(() => resetFirstInteractionForTests());

  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  }

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
