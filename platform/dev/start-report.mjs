/** What `npm start` says it did with each remote (start.mjs), from deploySite's switches. */
import { versionOf } from '../deploy/index.mjs';

/**
 * One line per remote: made live from its dist/ build (and the version it replaced), live
 * already, or kept live instead of its build, with why and how to make the build live.
 * @param {ReturnType<typeof import('../deploy/index.mjs').startSwitches>['switches']} switches
 * @returns {string[]}
 */
export function switchReport(switches) {
  return switches.map(({ remote, action, replaced, entry, built, since }) => {
    if (action === 'made') return `${remote}: ${versionOf(built)} made live from dist/${replaced ? `, replacing ${versionOf(replaced)}` : ''}`;
    if (action === 'unchanged') return `${remote}: ${versionOf(built)} from dist/, live already`;
    const live = entry ? `${versionOf(entry)} kept live` : 'kept off the site';
    const why = since === 'released' ? 'a release or a rollback since the last npm start' : 'live before npm start kept track of its own';
    return `${remote}: ${live} (${why}), not its dist/ build ${versionOf(built)}: npm start -- --reset makes that live`;
  });
}
