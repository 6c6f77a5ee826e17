/**
 * `npm run bench:bucket`: releases and rolls back a remote twice on a bucket deploy while
 * visitors loop through the caching edge, and counts what they got (docs/releasing.md, "Release
 * under load"). Everything is real but the S3 store's place: moto_server on loopback, nginx as
 * the edge with the deploy's own edge/nginx-edge.conf, the real npm run deploy, release (its
 * gate in Chromium) and rollback.
 *
 * A visit is what a browser does to start the site: the page, remotes.json, then for contact the
 * manifest remotes.json points at, checked against the SHA-384 remotes.json pins, and the remote
 * entry that manifest names. A visit fails when any answer is not 200 or the manifest is not the
 * one pinned: a pointer and files of different versions.
 *
 *   npm run bench:bucket [-- --visitors 8]
 *
 * The run is bucket/switches-under-load.mjs's.
 */
import { cli, fail } from '../../cli/index.mjs';
import { releaseUnderLoad } from './index.mjs';

const USAGE = `
Usage: npm run bench:bucket [-- --visitors N]

Deploys the built site into a bucket on a local S3 server, serves it through an nginx edge,
and with N visitors (default 8) looping through the edge, releases contact, rolls it back,
releases it and rolls it back again. Prints the requests, the failed ones, the visits that got
a pointer and files of different versions, and the seconds each switch took to reach visitors.
Needs npm run build first.
`;

const { values } = cli({ usage: USAGE, options: { visitors: { type: 'string' } } });
const visitors = Number(values.visitors ?? 8);
if (!Number.isInteger(visitors) || visitors < 1) fail(`--visitors must be a whole number of at least 1, not "${values.visitors}".`, USAGE);
process.exitCode = await releaseUnderLoad({ visitors });
