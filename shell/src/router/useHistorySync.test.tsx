import { act, render } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { useHistorySync } from './useHistorySync';

function Probe() {
  useHistorySync();
  return null;
}

describe('useHistorySync', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/about');
    siteStore.getState().configureUrls('hash', '/');
  });

  it('catches a URL change made before it attached (the first render is a transition)', () => {
    window.history.replaceState(null, '', '/#/solutions%23sales');
    render(<Probe />);
    expect(siteStore.getState().location).toEqual({ path: '/solutions', hash: 'sales' });
  });

  it('reads an anchor in either hash-mode form: the one hrefs use and the older one pasted links use', () => {
    render(<Probe />);
    act(() => {
      window.history.replaceState(null, '', '/#/resources%23blog-section');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(siteStore.getState().location).toEqual({ path: '/resources', hash: 'blog-section' });
    act(() => {
      window.history.replaceState(null, '', '/#/solutions#sales');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(siteStore.getState().location).toEqual({ path: '/solutions', hash: 'sales' });
  });

  it('follows hash changes and back/forward once attached, and stops when unmounted', () => {
    const { unmount } = render(<Probe />);
    act(() => {
      window.history.replaceState(null, '', '/#/contact');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(siteStore.getState().location.path).toBe('/contact');
    act(() => {
      window.history.replaceState(null, '', '/#/benefits');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(siteStore.getState().location.path).toBe('/benefits');
    unmount();
    window.history.replaceState(null, '', '/#/about');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(siteStore.getState().location.path).toBe('/benefits');
  });
});
