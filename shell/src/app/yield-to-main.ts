type Scheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser handle input and paint before the caller goes on, so a chain of work runs as
 * several short tasks instead of one long one (total blocking time). `scheduler.yield` keeps the
 * caller's place ahead of other queued tasks; browsers without it get a plain macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
