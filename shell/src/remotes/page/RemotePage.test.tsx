import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONTRACT_VERSION, type RemotePageModule } from '@site/shared';
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
