/**
 * What `npm test` prints at its end: each step's seconds, what to open when anything failed,
 * and the summary line "N passed, N failed, N skipped", the counts added up as the steps end
 * (summary.test.mjs).
 */
import { NONE, plus } from './results.mjs';

/** The counts and step times of one run; `since` the run's start (ms). */
export function createSummary(since = Date.now()) {
  const steps = [];
  const stepMs = {};
  let counts = NONE;
  return {
    /** Adds a step's counts; a check that found anything counts as one failure (results.mjs). */
    count(more) {
      counts = plus(counts, more);
    },
    /** Notes how long a step took, from its start `from` (ms) to now, under its first word. */
    time(label, from) {
      const step = label.split(' ')[0].toLowerCase();
      stepMs[step] = Date.now() - from;
      steps.push(`${step} ${Math.round(stepMs[step] / 1000)} s`);
    },
    get counts() {
      return counts;
    },
    /** Each step's time so far, in ms, by its first word (lint, type, unit, platform, build, browser). */
    get stepMs() {
      return { ...stepMs };
    },
    /** The closing lines: `what` ran, on `cores`; `reports` and `evidence` to open after a failure. */
    lines({ what, cores, reports = [], evidence = [], now = Date.now() }) {
      return summaryLines({ what, minutes: (now - since) / 60_000, cores, steps, counts, reports, evidence });
    },
  };
}

/** The closing lines: the time and each step's, then, after a failure, what to open, and the summary line last. */
export function summaryLines({ what, minutes, cores, steps, counts, reports = [], evidence = [] }) {
  const lines = ['', `${what}: ${minutes.toFixed(1)} min on ${cores} cores (${steps.join(', ')})`];
  if (counts.failed > 0) {
    // Above the summary, where a log that is cut short still shows it.
    lines.push('', `What failed, in full: each step's output above${reports.length ? `, and ${reports.join(', ')}` : ''}`, ...evidence);
  }
  lines.push(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return lines;
}

/** The exit code: 0 only when something passed and nothing failed. */
export const exitCode = (counts) => (counts.failed === 0 && counts.passed > 0 ? 0 : 1);
