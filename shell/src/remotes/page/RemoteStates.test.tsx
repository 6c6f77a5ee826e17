import { act, render, screen } from '@testing-library/react';
import { REMOTE_SLOW_NOTICE_MS, RemoteLoading } from './RemoteStates';

describe('RemoteLoading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the page is loading, then tells the visitor when it takes longer than usual', () => {
    render(<RemoteLoading label="Contact" />);
    expect(screen.getByRole('status').textContent).toBe('Loading Contact…');
    expect(screen.queryByTestId('remote-slow')).toBeNull();

    // After 5 s (docs/architecture.md, "Loading a remote page").
    expect(REMOTE_SLOW_NOTICE_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status').textContent).toBe('Loading Contact…');

    act(() => jest.advanceTimersByTime(1));
    // The same live region, so a screen reader reads the new words out.
    expect(screen.getByRole('status')).toBe(screen.getByTestId('remote-slow'));
    expect(screen.getByRole('status').textContent).toMatch(/^The Contact page is taking longer than usual to load\./);
  });

  it('leaves no timer behind when the page arrives first', () => {
    const { unmount } = render(<RemoteLoading label="Contact" />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
