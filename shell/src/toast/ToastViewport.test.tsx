import { act, fireEvent, render, screen } from '@testing-library/react';
import { siteStore, toast } from '@site/shared';
import { ToastProvider, ToastViewport } from './ToastViewport';

function renderViewport() {
  return render(
    <ToastProvider>
      <ToastViewport />
    </ToastProvider>,
  );
}

describe('ToastViewport', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    siteStore.setState({ toast: null });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the store toast in a region labelled "Notifications (F8)"', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Hello', description: 'World' });
    });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('Hello');
    expect(screen.getByTestId('toast').textContent).toContain('World');
  });

  it('auto-dismisses after 5000 ms by default, not before', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Timed' });
    });
    act(() => {
      jest.advanceTimersByTime(4900);
    });
    expect(siteStore.getState().toast?.open).toBe(true);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(siteStore.getState().toast?.open).toBe(false);
  });

  it('honours a custom duration', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Quick', duration: 1000 });
    });
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(siteStore.getState().toast?.open).toBe(false);
  });

  it('replaces the toast and restarts the timer for the new one', () => {
    renderViewport();
    act(() => {
      toast({ title: 'First' });
    });
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    act(() => {
      toast({ title: 'Second' });
    });
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(siteStore.getState().toast).toMatchObject({ title: 'Second', open: true });
  });

  it('closes from its labelled close button', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Closable' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(siteStore.getState().toast?.open).toBe(false);
  });

  it('marks the destructive variant', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Bad', variant: 'destructive' });
    });
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
  });
});
