import { act, render } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { RouteView } from './RouteView';

jest.mock('./route-elements', () => ({ routeElement: (path: string) => <h1>{`page ${path}`}</h1> }));
// Scrolling is its own hook's (jsdom has no scrollTo).
jest.mock('./useScrollManagement', () => ({ useScrollManagement: () => undefined }));

/** An animation of framer-motion's mini animate that the test ends when it likes. */
interface FakeAnimation {
  keyframes: Record<string, unknown[]>;
  options: Record<string, unknown>;
  finish: () => void;
  cancel: jest.Mock;
  finished: Promise<unknown>;
}

let animations: FakeAnimation[];

// The library's own playing is the browsers' to prove (e2e/loading/first-interaction.spec.ts,
// frame by frame); here, what the view asks of it and when.
jest.mock('framer-motion/dom/mini', () => ({
  animate: (_element: Element, keyframes: FakeAnimation['keyframes'], options: FakeAnimation['options']) => {
    let finish = (): void => undefined;
    const finished = new Promise((resolve) => {
      finish = () => resolve(undefined);
    });
    const animation = { keyframes, options, finish, cancel: jest.fn(), finished };
    animations.push(animation);
    return animation;
  },
}));

beforeEach(() => {
  animations = [];
  // The view animates only where the browser can (jsdom cannot).
  Element.prototype.animate = jest.fn();
  act(() => siteStore.getState().navigate('/about'));
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).animate;
});

const shownPaths = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-route-path]')].map((el) => el.dataset.routePath);
const navigate = (to: string) => act(() => siteStore.getState().navigate(to));
/** Ends an animation and lets the page take in its end. */
const finishExit = (index: number) => {
  animations[index].finish();
  return animations[index].finished;
};

describe('the page transition', () => {
  it('does not play for the first page', () => {
    const { container } = render(<RouteView />);
    expect(shownPaths(container)).toEqual(['/about']);
    expect(animations).toEqual([]);
  });

  it('keeps the old page while it fades out and slides up, then shows the new one, fading in from below', async () => {
    const { container } = render(<RouteView />);
    navigate('/benefits');
    expect(shownPaths(container)).toEqual(['/about']);
    expect(animations).toHaveLength(1);
    expect(animations[0].keyframes).toEqual({ opacity: [1, 0], transform: ['translateY(0px)', 'translateY(-12px)'] });
    expect(animations[0].options).toEqual({ duration: 0.3, ease: 'easeOut' });

    await act(() => finishExit(0));
    expect(shownPaths(container)).toEqual(['/benefits']);
    expect(animations).toHaveLength(2);
    // Ending on no transform: a translate left behind would hold anything fixed in the page.
    expect(animations[1].keyframes).toEqual({ opacity: [0, 1], transform: ['translateY(12px)', 'none'] });
    expect(animations[1].options).toEqual({ duration: 0.3, ease: 'easeOut' });
  });

  it('a change of the in-page hash alone plays nothing', () => {
    const { container } = render(<RouteView />);
    navigate('/about#values');
    expect(shownPaths(container)).toEqual(['/about']);
    expect(animations).toEqual([]);
  });

  it('lets an exit under way end, then shows the latest path', async () => {
    const { container } = render(<RouteView />);
    navigate('/benefits');
    navigate('/contact');
    expect(animations).toHaveLength(1);
    await act(() => finishExit(0));
    expect(shownPaths(container)).toEqual(['/contact']);
  });

  it('back to the page that was leaving: it stays, and enters again', async () => {
    const { container } = render(<RouteView />);
    navigate('/benefits');
    navigate('/about');
    await act(() => finishExit(0));
    expect(shownPaths(container)).toEqual(['/about']);
    expect(animations).toHaveLength(2);
    expect(animations[1].keyframes.opacity).toEqual([0, 1]);
  });

  it('only fades, with reduced motion asked for', () => {
    window.matchMedia = jest.fn(() => ({ matches: true }) as MediaQueryList);
    try {
      render(<RouteView />);
      navigate('/benefits');
      expect(animations[0].keyframes).toEqual({ opacity: [1, 0] });
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('changes the page at once in a browser that cannot animate', () => {
    delete (Element.prototype as Partial<Element>).animate;
    const { container } = render(<RouteView />);
    navigate('/benefits');
    expect(shownPaths(container)).toEqual(['/benefits']);
  });
});
