/**
 * The lanes `npm test` runs its steps in before the browser suite: each lane starts with its own
 * first job, and a lane that is free takes the next job of the shared queue, so no core waits
 * while work is left (lanes.test.mjs). Which jobs start where is the run's (run-tests.mjs).
 */

/**
 * Runs each of `firsts` (name -> async job) in a lane of its own, and every job of `queue`
 * (name -> async job, in order) in whichever lane is free first. Resolves, once all have
 * ended, with each job's result by name.
 */
export async function inLanes(firsts, queue = {}) {
  const waiting = Object.entries(queue);
  const results = {};
  const lane = async ([name, job]) => {
    results[name] = await job();
    while (waiting.length > 0) {
      const [next, nextJob] = waiting.shift();
      results[next] = await nextJob();
    }
  };
  await Promise.all(Object.entries(firsts).map(lane));
  return results;
}
