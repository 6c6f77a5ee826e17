import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  const g = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete g.scheduler;
    jest.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    g.scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a new macrotask, after the current one', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const done = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runAllTimers();
    await done;
    expect(resumed).toBe(true);
  });
});
