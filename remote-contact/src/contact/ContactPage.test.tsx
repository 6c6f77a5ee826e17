import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { site, siteStore } from '@site/shared';
import ContactPage from './ContactPage';

/** What the page finds at navigator.clipboard; undefined as in an insecure context. */
function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

function copyButton(name: string) {
  return screen.getByRole('button', { name });
}

/** The copy button shows a tick (lucide's Check) while the copy is fresh. */
function showsTick(button: HTMLElement): boolean {
  return button.querySelector('svg.lucide-check') !== null;
}

async function toastRaised() {
  await waitFor(() => expect(siteStore.getState().toast).not.toBeNull());
  return siteStore.getState().toast!;
}

beforeEach(() => {
  siteStore.setState({ toast: null });
});

afterEach(() => {
  jest.useRealTimers();
  setClipboard(undefined);
});

describe('ContactPage', () => {
  it('offers both emails and the phone as links, each with a labelled copy button, and the location', () => {
    render(<ContactPage />);
    const emails = [site.primaryEmail, site.secondaryEmail];
    for (const email of emails) {
      expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    }
    const phone = screen.getByRole('link', { name: site.phone }).getAttribute('href')!;
    expect(phone).toMatch(/^tel:\+?\d+$/);
    expect(phone.replace(/\D/g, '')).toBe(site.phone.replace(/\D/g, ''));

    const labels = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Primary email', 'Secondary email', 'Phone', 'Location']));
    for (const name of ['Copy primary email', 'Copy secondary email', 'Copy phone']) expect(copyButton(name)).toBeTruthy();
    expect(screen.getByText(site.location).tagName).toBe('ADDRESS');
  });

  it('copies a value to the clipboard, confirms it in a toast and ticks the button for a moment', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard({ writeText });
    render(<ContactPage />);

    const button = copyButton('Copy primary email');
    fireEvent.click(button);
    expect(await toastRaised()).toMatchObject({
      title: 'Copied to Clipboard!',
      description: `Email ${site.primaryEmail} copied successfully.`,
      variant: 'default',
    });
    expect(writeText).toHaveBeenCalledWith(site.primaryEmail);
    expect(showsTick(button)).toBe(true);

    // The tick lasts 2000 ms (docs/SPEC.md, sections 4.7 and 8).
    act(() => jest.advanceTimersByTime(1999));
    expect(showsTick(button)).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(showsTick(button)).toBe(false);
  });

  it('names the phone number in its toast', async () => {
    setClipboard({ writeText: () => Promise.resolve() });
    render(<ContactPage />);
    fireEvent.click(copyButton('Copy phone'));
    expect((await toastRaised()).description).toBe(`Phone number ${site.phone} copied successfully.`);
  });

  it('reports a refused copy with the destructive toast and no tick', async () => {
    setClipboard({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) });
    render(<ContactPage />);
    const button = copyButton('Copy secondary email');
    fireEvent.click(button);
    expect(await toastRaised()).toMatchObject({
      title: 'Failed to Copy',
      description: 'Could not copy Email. Please try again.',
      variant: 'destructive',
    });
    expect(showsTick(button)).toBe(false);
  });

  it('reports a missing clipboard API (insecure context, old browser) the same way, without throwing', async () => {
    setClipboard(undefined);
    render(<ContactPage />);
    fireEvent.click(copyButton('Copy phone'));
    expect(await toastRaised()).toMatchObject({
      title: 'Failed to Copy',
      description: 'Could not copy Phone number. Please try again.',
      variant: 'destructive',
    });
  });
});
