/**
 * What the dev refresh timing installs in the page (time-refresh.mjs runs it with
 * page.evaluate): whether the page shows an edit's goal, and a watch that notes the moment it
 * first does, with the hot updates fetched meanwhile. It runs in the page, not in Node.
 */

/** In the page: whether it shows `goal`, and a watch that notes the time it first does. */
export function installGoalChecks() {
  window.__devGoalHolds = (goal) => {
    let element = document.querySelector(goal.selector);
    if (goal.text) return Boolean(element?.textContent.includes(goal.text));
    for (let i = 0; element && i < goal.ancestor; i += 1) element = element.parentElement;
    return Boolean(element) && getComputedStyle(element).outlineColor === goal.outlineColor;
  };
  window.__devHotUpdates = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/hot-update/.test(entry.name)) window.__devHotUpdates.push([performance.timeOrigin + entry.startTime, performance.timeOrigin + entry.responseEnd]);
    }
  }).observe({ type: 'resource' });
  window.__devWatchFor = (goal) => {
    window.__devEditShownAt = undefined;
    window.__devHotUpdates = [];
    const observer = new MutationObserver(() => {
      if (window.__devGoalHolds(goal)) {
        window.__devEditShownAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  };
}

