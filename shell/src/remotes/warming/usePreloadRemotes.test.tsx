import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { navigate, siteStore } from '@site/shared';
import { afterFirstPage } from '../../scheduling';
import { wantsLessData } from '../../environment';
import { preloadRemotePage, warmRemotes } from '../loading/load-remote-page';
import { usePreloadRemotes } from './usePreloadRemotes';

jest.mock('../loading/load-remote-page', () => ({ warmRemotes: jest.fn(() => Promise.resolve()), preloadRemotePage: jest.fn() }));
jest.mock('../../scheduling/after-first-page', () => ({ afterFirstPage: jest.fn() }));
jest.mock('../../environment/save-data', () => ({ wantsLessData: jest.fn(() => false) }));

describe('usePreloadRemotes', () => {
  beforeEach(() => {
    jest.mocked(warmRemotes).mockClear();
    jest.mocked(preloadRemotePage).mockClear();
    jest.mocked(afterFirstPage).mockReturnValue(new Promise(() => undefined));
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

  it('warms the remotes once the first page is complete, not before', async () => {
    let firstPageDone!: () => void;
    jest.mocked(afterFirstPage).mockReturnValue(new Promise((resolve) => (firstPageDone = resolve)));
    renderHook(() => usePreloadRemotes());
    await act(async () => {
      await Promise.resolve();
    });
    expect(warmRemotes).not.toHaveBeenCalled();
    await act(async () => {
      firstPageDone();
      await Promise.resolve();
    });
    expect(warmRemotes).toHaveBeenCalledTimes(1);
  });

  it('does not warm anything for a visitor who asked to save data', async () => {
    jest.mocked(wantsLessData).mockReturnValueOnce(true);
    jest.mocked(afterFirstPage).mockResolvedValue(undefined);
    renderHook(() => usePreloadRemotes());
    await act(async () => {
      await Promise.resolve();
    });
    expect(wantsLessData).toHaveBeenCalled();
    expect(warmRemotes).not.toHaveBeenCalled();
  });
});
