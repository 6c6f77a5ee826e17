import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { navigate, siteStore } from '@site/shared';
import { resetFirstInteractionForTests } from '../app/first-interaction';
import { prepareRemotes, preloadRemotePage } from './load-remote-page';
import { usePreloadRemotes } from './usePreloadRemotes';

jest.mock('./load-remote-page', () => ({ prepareRemotes: jest.fn(), preloadRemotePage: jest.fn() }));

describe('usePreloadRemotes', () => {
  beforeEach(() => {
    jest.mocked(prepareRemotes).mockClear();
    jest.mocked(preloadRemotePage).mockClear();
    resetFirstInteractionForTests();
    act(() => navigate('/'));
  });

  it('starts a remote page’s load as soon as the path changes to it', () => {
    renderHook(() => usePreloadRemotes());
    act(() => navigate('/contact'));
    expect(preloadRemotePage).toHaveBeenCalledWith(expect.objectContaining({ remote: 'contact', module: 'ContactPage' }));
    act(() => navigate('/contact#next-steps-heading'));
    expect(preloadRemotePage).toHaveBeenCalledTimes(1);
    act(() => navigate('/about'));
    expect(preloadRemotePage).toHaveBeenCalledTimes(1);
  });

  it('starts it on pointer over or focus of a link to it', () => {
    renderHook(() => usePreloadRemotes());
    const link = document.createElement('a');
    link.href = siteStore.getState().hrefFor('/solutions');
    document.body.appendChild(link);
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemotePage).toHaveBeenCalledWith(expect.objectContaining({ remote: 'solutions', module: 'SolutionsPage' }));
    link.remove();
  });

  it('fetches remotes.json at an idle moment after the first interaction, not before', async () => {
    jest.useFakeTimers();
    try {
      renderHook(() => usePreloadRemotes());
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(prepareRemotes).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event('keydown'));
      await act(async () => {
        await Promise.resolve();
      });
      await act(() => jest.advanceTimersByTimeAsync(2500));
      expect(prepareRemotes).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
