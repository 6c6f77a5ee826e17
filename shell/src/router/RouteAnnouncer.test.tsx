import { act, render, screen, waitFor } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { RouteAnnouncer } from './RouteAnnouncer';

// jsdom has no CSS.escape; the paths here need no escaping.
beforeAll(() => {
  (globalThis as { CSS?: Pick<typeof CSS, 'escape'> }).CSS ??= { escape: (value: string) => value };
});

describe('RouteAnnouncer', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/');
    siteStore.getState().configureUrls('hash', '/');
    document.title = 'Clearsky Consulting';
    document.body.innerHTML = '';
  });

  it('announces nothing on the first page', () => {
    render(<RouteAnnouncer />);
    expect(screen.getByTestId('route-announcer').textContent).toBe('');
  });

  it("announces the new page by its title once the page has set it, however late, and focuses its heading", async () => {
    // A clock under the test's control: the seconds below pass at once, on any machine, and a
    // guessed delay (an announcement some time after the heading) cannot hide inside them.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      render(<RouteAnnouncer />);
      act(() => siteStore.getState().navigate('/contact'));
      const page = document.createElement('div');
      page.dataset.routePath = '/contact';
      page.innerHTML = '<h1>Let’s talk</h1>';
      document.body.append(page);
      await waitFor(() => expect(document.activeElement).toBe(page.querySelector('h1')));
      // Frames and three seconds pass and the page has not set its title yet (React ran its
      // effect late): the announcer must not read out the page the visitor left.
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(screen.getByTestId('route-announcer').textContent).toBe('');
      act(() => {
        document.title = 'Contact Us | Clearsky Consulting';
      });
      await waitFor(() => expect(screen.getByTestId('route-announcer').textContent).toBe('Contact Us'));
    } finally {
      jest.useRealTimers();
    }
  });
});
