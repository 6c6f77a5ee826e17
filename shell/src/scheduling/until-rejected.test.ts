import { untilRejected } from './until-rejected';

describe('untilRejected', () => {
  it('shares one request while it runs and after it succeeds', async () => {
    const create = jest.fn(() => Promise.resolve('remotes'));
    const get = untilRejected(create);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe('remotes');
    expect(get()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('starts afresh on the first call after a failure', async () => {
    const create = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('remotes');
    const get = untilRejected(create);
    const failed = get();
    await expect(failed).rejects.toThrow('offline');
    const retried = get();
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toBe('remotes');
    expect(create).toHaveBeenCalledTimes(2);
  });
});
