/**
 * What the bench's visits are made on and where screenshots go, without a browser: the phone's
 * network (close to Lighthouse's mobile profile) and a route's screenshot file.
 * Run alone: node --test platform/tools/bench/visits/visits.test.mjs
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PHONE_NETWORK } from './phone-page.mjs';
import { screenshotFile } from './take-screenshots.mjs';

test("the phone's network: 150 ms round trips, 1.6 Mbps down, 750 kbps up, in bytes per second", () => {
  assert.deepEqual(PHONE_NETWORK, { offline: false, latency: 150, downloadThroughput: 209715.2, uploadThroughput: 96000 });
});

test("a route's screenshot is named by the route and the width", () => {
  assert.equal(screenshotFile('/out', '/', 390), '/out/_-390.png');
  assert.equal(screenshotFile('/out', '/solutions#sales', 1440), '/out/_solutions_sales-1440.png');
  assert.equal(screenshotFile('/out', '/resources/blog/a-post', 390), '/out/_resources_blog_a_post-390.png');
});
