import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONTRACT_VERSION, useDocumentMeta, type RemotePageModule } from '@site/shared';
import { loadedRemotePage, loadRemotePage } from '../loading/load-remote-page';
import { RemotePage } from './RemotePage';
import type { RemotePage as RemotePageInfo } from '../registry/remote-pages';

// The loading itself (the runtime, retries, hashes) has its own tests; here only how the page
// shows each moment of it.
jest.mock('../loading/load-remote-page', () => ({ loadRemotePage: jest.fn(), loadedRemotePage: jest.fn() }));
const load = jest.mocked(loadRemotePage);
const loaded = jest.mocked(loadedRemotePage);

const contact: RemotePageInfo = { remote: 'contact', module: 'ContactPage', path: '/contact', label: 'Contact' };
const contactModule: RemotePageModule = { default: () => <h1>Contact</h1>, contractVersion: CONTRACT_VERSION };

/** A load the test settles when it wants. */
function pendingLoad() {
  let resolve!: (module: RemotePageModule) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<RemotePageModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('RemotePage', () => {
  beforeEach(() => {
    load.mockReset();
    loaded.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state until the code is in, then the page', async () => {
    const pending = pendingLoad();
    load.mockReturnValue(pending.promise);
    render(<RemotePage page={contact} />);
    expect(screen.getByRole('status').textContent).toBe('Loading Contact…');
    expect(screen.queryByRole('heading', { name: 'Contact' })).toBeNull();

    await act(() => {
      pending.resolve(contactModule);
      return pending.promise;
    });
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("sets the head its declaration gives as the page shows, and a page's own head comes after it", async () => {
    const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
    document.title = 'About Us | Clearsky Consulting';
    const pending = pendingLoad();
    load.mockReturnValue(pending.promise);
    const declared = { ...contact, title: 'Contact Us', description: 'Email or call us.' };
    const { unmount } = render(<RemotePage page={declared} />);
    // While the code is on its way, the page visitors left keeps its head.
    expect(document.title).toBe('About Us | Clearsky Consulting');
    await act(() => {
      pending.resolve(contactModule);
      return pending.promise;
    });
    expect(document.title).toBe('Contact Us | Clearsky Consulting');
    expect(description()).toBe('Email or call us.');
    unmount();

    // A page whose head follows its state (a category, an article) sets it after the declared one.
    function OwnHead() {
      useDocumentMeta('Sales Solutions', 'Sales apps.');
      return <h1>Solutions</h1>;
    }
    const own: RemotePageModule = { default: OwnHead, contractVersion: CONTRACT_VERSION };
    load.mockReturnValue(Promise.resolve(own));
    loaded.mockReturnValue(own);
    render(<RemotePage page={{ ...declared, module: 'SolutionsPage', title: 'All Solutions', description: 'Every app.' }} />);
    expect(document.title).toBe('Sales Solutions | Clearsky Consulting');
    expect(description()).toBe('Sales apps.');
  });

  it('renders a page whose code has already arrived in its first render, with no loading state', () => {
    load.mockReturnValue(Promise.resolve(contactModule));
    loaded.mockReturnValue(contactModule);
    render(<RemotePage page={contact} />);
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the fallback when the load fails, and Retry loads the page afresh', async () => {
    const failing = pendingLoad();
    const retried = pendingLoad();
    load.mockReturnValueOnce(failing.promise).mockReturnValueOnce(retried.promise);
    render(<RemotePage page={contact} />);

    await act(() => {
      failing.reject(new Error('remote down'));
      return failing.promise.catch(() => undefined);
    });
    expect(screen.getByRole('heading', { name: 'The Contact page is unavailable right now' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Loading Contact…');

    await act(() => {
      retried.resolve(contactModule);
      return retried.promise;
    });
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the fallback when the page throws while rendering', async () => {
    const broken: RemotePageModule = {
      default: () => {
        throw new Error('broken page');
      },
      contractVersion: CONTRACT_VERSION,
    };
    load.mockReturnValue(Promise.resolve(broken));
    render(<RemotePage page={contact} />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'The Contact page is unavailable right now' })).toBeTruthy();
  });
});
