import { act, fireEvent, render, screen } from '@testing-library/react';
import { siteStore, toast } from '@site/shared';
import { resetFirstInteractionForTests } from '../scheduling';
import { ToastSlot } from './ToastSlot';

const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('ToastSlot', () => {
  beforeEach(() => {
    resetFirstInteractionForTests();
    siteStore.setState({ toast: null });
  });

  it('does not fetch the toast UI while the visitor only reads', async () => {
    const loadArea = jest.fn(() => import('./ToastViewport').then((m) => m.default));
    render(<ToastSlot loadArea={loadArea} />);
    await flush();
    expect(loadArea).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('fetches it at the idle moment after the first interaction, before any toast, and then shows toasts there', async () => {
    // The browser's idle moments, run by the test: the interaction's own work (a tap's page) goes first.
    const idleMoments: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idleMoments.push(callback);
    try {
      const loadArea = jest.fn(() => import('./ToastViewport').then((m) => m.default));
      render(<ToastSlot loadArea={loadArea} />);
      fireEvent.pointerDown(document.body);
      await flush();
      expect(loadArea).not.toHaveBeenCalled();
      idleMoments.forEach((moment) => moment({ didTimeout: false, timeRemaining: () => 50 }));
      await flush();
      expect(loadArea).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
      act(() => {
        toast({ title: 'Copied to Clipboard!', description: 'Done.' });
      });
      expect(screen.getByTestId('toast').textContent).toContain('Copied to Clipboard!');
      expect(loadArea).toHaveBeenCalledTimes(1);
    } finally {
      // jsdom has none: the code under test then takes the next task for its idle moment.
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });

  it('a toast raised without an interaction (a script) still loads and shows', async () => {
    render(<ToastSlot loadArea={() => import('./ToastViewport').then((m) => m.default)} />);
    act(() => {
      toast({ title: 'Hello' });
    });
    await flush();
    expect(screen.getByTestId('toast').textContent).toContain('Hello');
  });

  describe('when the toast UI cannot be fetched', () => {
    it('shows the message in a plain status box with a working close button', async () => {
      const loadArea = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
      render(<ToastSlot loadArea={loadArea} />);
      act(() => {
        toast({ title: 'Failed to Copy', description: 'Could not copy Email. Please try again.', variant: 'destructive' });
      });
      await flush();
      const box = screen.getByRole('status');
      expect(box.textContent).toContain('Failed to Copy');
      expect(box.textContent).toContain('Could not copy Email. Please try again.');
      expect(box.getAttribute('data-variant')).toBe('destructive');
      fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
      expect(screen.queryByRole('status')).toBeNull();
      expect(siteStore.getState().toast?.open).toBe(false);
    });

    it('dismisses the plain box after the toast duration', async () => {
      jest.useFakeTimers();
      try {
        render(<ToastSlot loadArea={() => Promise.reject(new Error('ChunkLoadError'))} />);
        act(() => {
          toast({ title: 'Subscribed Successfully!', duration: 5000 });
        });
        await act(async () => {
          await Promise.resolve();
          await Promise.resolve();
        });
        expect(screen.getByRole('status')).toBeTruthy();
        act(() => {
          jest.advanceTimersByTime(4900);
        });
        expect(screen.getByRole('status')).toBeTruthy();
        act(() => {
          jest.advanceTimersByTime(200);
        });
        expect(screen.queryByRole('status')).toBeNull();
      } finally {
        jest.useRealTimers();
      }
    });

    it('tries the chunk again for the next toast', async () => {
      const loadArea = jest
        .fn<Promise<React.ComponentType>, []>()
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockImplementation(() => import('./ToastViewport').then((m) => m.default));
      render(<ToastSlot loadArea={loadArea} />);
      act(() => {
        toast({ title: 'First' });
      });
      await flush();
      expect(screen.getByRole('status').textContent).toContain('First');
      act(() => {
        toast({ title: 'Second' });
      });
      await flush();
      expect(loadArea).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
      expect(screen.getByTestId('toast').textContent).toContain('Second');
    });
  });
});
