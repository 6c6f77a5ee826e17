import { waitFor } from '@testing-library/react';
import { keepPrerenderedPage } from '../takeover';
import { afterFirstPage } from './after-first-page';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

/** Whether the promise has settled after a frame or two (jsdom runs animation frames on a timer). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

function showPage(): HTMLElement {
  document.body.innerHTML = '<header><p>Site</p></header><main><h1 tabindex="-1">A page</h1><p>Its lead</p></main>';
  return document.querySelector('main p')!;
}

/** A browser that reports largest contentful paints: the test says when one happens. */
class FakeLargestPaintObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static current: FakeLargestPaintObserver | null = null;
  disconnected = false;
  /** When the shell began to listen: its wait for a report starts with it. */
  readonly madeAt = Date.now();
  constructor(private readonly callback: (list: { getEntries: () => Array<{ element: Element | null }> }) => void) {
    FakeLargestPaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(element: Element | null) {
    this.callback({ getEntries: () => [{ element }] });
  }
}

/** A photo in the viewport that jsdom will never load, decode or animate by itself. */
function inViewPhoto(): HTMLImageElement {
  document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img alt="" src="photo.webp">');
  const photo = document.querySelector<HTMLImageElement>('main img')!;
  photo.getBoundingClientRect = () => ({ top: 100, bottom: 550, left: 0, right: 800 }) as DOMRect;
  photo.decode = () => Promise.resolve();
  photo.getAnimations = () => [];
  return photo;
}

describe('afterFirstPage', () => {
  let idleCallbacks: Array<() => void>;
  let requestIdle: jest.Mock<number, [IdleRequestCallback, IdleRequestOptions?]>;

  beforeEach(() => {
    document.body.innerHTML = '<main></main>';
    idleCallbacks = [];
    requestIdle = jest.fn((callback: IdleRequestCallback) => {
      idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
      return idleCallbacks.length;
    });
    window.requestIdleCallback = requestIdle;
  });

  afterEach(() => {
    setReadyState('complete');
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<typeof window>).PerformanceObserver;
  });

  describe('in a browser that reports largest contentful paints', () => {
    beforeEach(() => {
      FakeLargestPaintObserver.current = null;
      window.PerformanceObserver = FakeLargestPaintObserver as unknown as typeof PerformanceObserver;
    });

    it('waits for the load event, then for the largest paint inside <main>, then for an idle moment', async () => {
      setReadyState('interactive');
      const ready = afterFirstPage(1234);
      const lead = showPage();
      expect(await settled(ready)).toBe(false);

      expect(FakeLargestPaintObserver.current).toBeNull();
      setReadyState('complete');
      window.dispatchEvent(new Event('load'));
      expect(await settled(ready)).toBe(false);
      const observer = FakeLargestPaintObserver.current!;
      // The header, painted from index.html before the app ran, does not count.
      observer.report(document.querySelector('header p'));
      expect(await settled(ready)).toBe(false);
      expect(requestIdle).not.toHaveBeenCalled();

      observer.report(lead);
      expect(await settled(ready)).toBe(false);
      expect(observer.disconnected).toBe(true);
      expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1234 });

      idleCallbacks.forEach((run) => run());
      expect(await settled(ready)).toBe(true);
    });

    it("needs no largest paint inside <main> when the HTML brought the page's content (path mode)", async () => {
      // The HTML's page, noted at start-up; React's first commit then replaces its nodes, and
      // the browser's report for the painted text names no element any more.
      document.body.innerHTML = '<div id="root"><main><div data-route-path="/"><h1>Home</h1></div></main></div>';
      keepPrerenderedPage(document.getElementById('root')!, '/');
      showPage();
      setReadyState('complete');
      try {
        const ready = afterFirstPage(1234);
        FakeLargestPaintObserver.current?.report(null);
        await settled(ready);
        expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1234 });
      } finally {
        keepPrerenderedPage(document.createElement('div'), '/');
      }
    });

    /**
     * A page whose text was reported painted, then its photo arrived (jsdom decodes at once),
     * up to where the shell listens for the photo's own report: a new observer, made after the
     * photo's next frame. Waited for rather than timed, since a busy machine (CI) runs jsdom's
     * frames late; the photo's wait starts there.
     */
    async function photoArrivedAfterText() {
      setReadyState('complete');
      const lead = showPage();
      const photo = inViewPhoto();
      const ready = afterFirstPage();
      expect(await settled(ready)).toBe(false);
      const textObserver = FakeLargestPaintObserver.current!;
      textObserver.report(lead);
      expect(await settled(ready)).toBe(false);
      photo.dispatchEvent(new Event('load'));
      await waitFor(() => expect(FakeLargestPaintObserver.current).not.toBe(textObserver));
      return { photo, ready };
    }

    it("counts a photo painted when the browser reports it as the largest paint (its frame on screen), not at the main thread's next frame", async () => {
      const { photo, ready } = await photoArrivedAfterText();
      expect(await settled(ready)).toBe(false);
      expect(requestIdle).not.toHaveBeenCalled();

      FakeLargestPaintObserver.current!.report(photo);
      await waitFor(() => expect(requestIdle).toHaveBeenCalledTimes(1));
    });

    it('waits for a photo in view that has arrived but is not painted yet', async () => {
      setReadyState('complete');
      const lead = showPage();
      const photo = inViewPhoto();
      // Loaded before the shell looks: on a busy device its decode and paint are still to come.
      Object.defineProperty(photo, 'complete', { value: true });
      Object.defineProperty(photo, 'naturalWidth', { value: 1200 });
      const ready = afterFirstPage();
      expect(await settled(ready)).toBe(false);
      const textObserver = FakeLargestPaintObserver.current!;
      textObserver.report(lead);
      await waitFor(() => expect(FakeLargestPaintObserver.current).not.toBe(textObserver));
      expect(await settled(ready)).toBe(false);
      expect(requestIdle).not.toHaveBeenCalled();

      FakeLargestPaintObserver.current!.report(photo);
      await waitFor(() => expect(requestIdle).toHaveBeenCalledTimes(1));
    });

    it('counts a photo that is not the largest paint painted 200 ms after its next frame', async () => {
      // On jest's clock, so the bound is exact and no busy machine moves it: not at 199 ms, at
      // 200, and not at the page's 4 s give-up.
      jest.useFakeTimers();
      try {
        setReadyState('complete');
        const lead = showPage();
        const photo = inViewPhoto();
        void afterFirstPage();
        await jest.advanceTimersByTimeAsync(0);
        const textObserver = FakeLargestPaintObserver.current!;
        textObserver.report(lead);
        await jest.advanceTimersByTimeAsync(0);
        photo.dispatchEvent(new Event('load'));
        // The photo's next frame (a 16 ms animation frame on this clock), then its own observer.
        for (let ms = 0; ms < 100 && FakeLargestPaintObserver.current === textObserver; ms += 1) await jest.advanceTimersByTimeAsync(1);
        const photoObserver = FakeLargestPaintObserver.current!;
        await jest.advanceTimersByTimeAsync(photoObserver.madeAt + 199 - Date.now());
        expect(requestIdle).not.toHaveBeenCalled();
        await jest.advanceTimersByTimeAsync(1);
        expect(requestIdle).toHaveBeenCalledTimes(1);
      } finally {
        jest.useRealTimers();
      }
    });
  });

  it('waits for the photos in view, which may paint after the text, but not for images further down', async () => {
    setReadyState('complete');
    showPage();
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img alt="" loading="lazy" src="photo.webp"><img alt="" src="below.webp">');
    const [photo, below] = document.querySelectorAll('main img');
    // jsdom neither lays out, decodes nor animates: the photo is in the viewport, the other image below it.
    photo.getBoundingClientRect = () => ({ top: 100, bottom: 550, left: 0, right: 800 }) as DOMRect;
    below.getBoundingClientRect = () => ({ top: window.innerHeight + 200, bottom: window.innerHeight + 650, left: 0, right: 800 }) as DOMRect;
    let decoded: (() => void) | undefined;
    (photo as HTMLImageElement).decode = () => new Promise((resolve) => (decoded = resolve));
    photo.getAnimations = () => [];
    const ready = afterFirstPage();
    expect(await settled(ready)).toBe(false);
    expect(requestIdle).not.toHaveBeenCalled();

    photo.dispatchEvent(new Event('load'));
    // The decode starts a frame or two after the load: waited for, since a busy machine (CI)
    // runs jsdom's frames late.
    await waitFor(() => expect(decoded).toBeDefined());
    expect(await settled(ready)).toBe(false);
    expect(requestIdle).not.toHaveBeenCalled();
    decoded!();
    await waitFor(() => expect(requestIdle).toHaveBeenCalledTimes(1));
    idleCallbacks[0]();
    expect(await settled(ready)).toBe(true);
  });

  describe('in a browser that does not', () => {
    it('waits for a page that renders after the load event (a remote page) to show its heading and paint', async () => {
      setReadyState('complete');
      const ready = afterFirstPage();
      expect(await settled(ready)).toBe(false);
      expect(requestIdle).not.toHaveBeenCalled();

      showPage();
      await settled(ready);
      expect(requestIdle).toHaveBeenCalledTimes(1);
      idleCallbacks[0]();
      expect(await settled(ready)).toBe(true);
    });

    it('falls back to the next task where there is no requestIdleCallback either', async () => {
      delete (window as Partial<Window>).requestIdleCallback;
      setReadyState('complete');
      showPage();
      await expect(afterFirstPage()).resolves.toBeUndefined();
    });
  });
});
