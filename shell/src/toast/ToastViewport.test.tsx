import { act, fireEvent, render, screen } from '@testing-library/react';
import { siteStore, toast, type ToastInput } from '@site/shared';
import { ToastProvider, ToastViewport } from './ToastViewport';

function renderViewport() {
  return render(
    <ToastProvider>
      <ToastViewport />
    </ToastProvider>,
  );
}

/* Both inside act: each re-renders the viewport, which the next line reads. */
function raise(input: ToastInput) {
  act(() => {
    toast(input);
  });
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
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
    raise({ title: 'Hello', description: 'World' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('Hello');
    expect(screen.getByTestId('toast').textContent).toContain('World');
  });

  it('auto-dismisses after 5000 ms by default, not before', () => {
    renderViewport();
    raise({ title: 'Timed' });
    advance(4900);
    expect(siteStore.getState().toast?.open).toBe(true);
    advance(200);
    expect(siteStore.getState().toast?.open).toBe(false);
  });

  it('honours a custom duration', () => {
    renderViewport();
    raise({ title: 'Quick', duration: 1000 });
    advance(1100);
    expect(siteStore.getState().toast?.open).toBe(false);
  });

  it('replaces the toast and restarts the timer for the new one', () => {
    renderViewport();
    raise({ title: 'First' });
    advance(4000);
    raise({ title: 'Second' });
    advance(4000);
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(siteStore.getState().toast).toMatchObject({ title: 'Second', open: true });
  });

  it('closes from its labelled close button', () => {
    renderViewport();
    raise({ title: 'Closable' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(siteStore.getState().toast?.open).toBe(false);
  });

  it('marks the destructive variant', () => {
    renderViewport();
    raise({ title: 'Bad', variant: 'destructive' });
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
  });
});
