/** What npm run prune may delete: only what is not live, not reachable by a rollback, and out of live use for its window. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prunePlan } from './prune-plan.mjs';

const cdn = 'http://localhost:3001';
const entry = (folder) => ({ manifest: `${cdn}${folder}mf-manifest.json`, integrity: { manifest: 'sha384-a', files: 'sha384-b' } });
const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days) => new Date(now.getTime() - days * 86_400_000);

test('a version goes only when it is not live, not in the last N of its history, and out of live use (or never live and uploaded) longer than the window', () => {
  const versions = [
    { folder: '/contact/000000000001/', remote: 'contact', uploadedAt: daysAgo(90) }, // old, out of the history's last 2
    { folder: '/contact/000000000002/', remote: 'contact', uploadedAt: daysAgo(80) }, // in the last 2
    { folder: '/contact/000000000003/', remote: 'contact', uploadedAt: daysAgo(70) }, // in the last 2
    { folder: '/contact/000000000004/', remote: 'contact', uploadedAt: daysAgo(60) }, // live
    { folder: '/contact/000000000005/', remote: 'contact', uploadedAt: daysAgo(2) }, // new: a candidate, or a tab's
    { folder: '/contact/000000000006/', remote: 'contact', uploadedAt: daysAgo(45) }, // never live, old
    { folder: '/solutions/000000000007/', remote: 'solutions', uploadedAt: daysAgo(99) }, // the last start's
    { folder: '/contact/000000000009/', remote: 'contact', uploadedAt: daysAgo(400) }, // rolled away from an hour ago
    { folder: '/contact/00000000000a/', remote: 'contact', uploadedAt: daysAgo(400) }, // rolled away from 31 days ago
  ];
  const { remove, kept } = prunePlan(
    {
      versions,
      live: { contact: entry('/contact/000000000004/'), solutions: entry('/solutions/000000000008/') },
      histories: { contact: [{ entry: entry('/contact/000000000001/') }, { entry: entry('/contact/000000000002/') }, { entry: entry('/contact/000000000003/') }], solutions: [{ entry: null }] },
      retired: { '/contact/000000000009/': new Date(now.getTime() - 3_600_000).toISOString(), '/contact/00000000000a/': daysAgo(31).toISOString() },
      pinned: [entry('/solutions/000000000007/')],
    },
    { keep: 2, olderThanDays: 30, now },
  );
  assert.deepEqual(remove.map(({ folder }) => folder), ['/contact/000000000001/', '/contact/000000000006/', '/contact/00000000000a/']);
  assert.deepEqual(
    kept.map(({ folder, why }) => [folder, why]),
    [
      ['/contact/000000000002/', "in the last 2 of contact's history"],
      ['/contact/000000000003/', "in the last 2 of contact's history"],
      ['/contact/000000000004/', 'live'],
      ['/contact/000000000005/', 'never live, uploaded less than 30 days ago'],
      ['/solutions/000000000007/', 'live or being switched to'],
      ['/contact/000000000009/', 'out of live use since 2026-11-28T11:00:00.000Z, less than 30 days'],
    ],
  );
});

test("a version's last time live comes from the record, else from the history's replacedAt; the window is never below the edge's cache time", () => {
  const versions = [
    { folder: '/contact/000000000001/', remote: 'contact', uploadedAt: daysAgo(90) },
    { folder: '/contact/000000000002/', remote: 'contact', uploadedAt: daysAgo(90) },
  ];
  const histories = { contact: [{ entry: entry('/contact/000000000001/'), replacedAt: daysAgo(40).toISOString() }, { entry: entry('/contact/000000000002/'), replacedAt: daysAgo(40).toISOString() }] };
  // 2 was live again since, and stopped being live 5 s ago: an edge may still hold a pointer naming it.
  const retired = { '/contact/000000000002/': new Date(now.getTime() - 5000).toISOString() };
  const { remove, kept } = prunePlan({ versions, live: {}, histories, retired }, { keep: 0, olderThanDays: 0, floorMs: 10_000, now });
  assert.deepEqual(remove.map(({ folder, lastLive }) => [folder, lastLive.toISOString()]), [['/contact/000000000001/', daysAgo(40).toISOString()]]);
  assert.deepEqual(kept.map(({ why }) => why), ["out of live use since 2026-11-28T11:59:55.000Z, less than 10 s, the edge's cache time"]);
});

test('keeping 0 of the history still keeps what is live', () => {
  const { remove } = prunePlan(
    {
      versions: [
        { folder: '/contact/000000000003/', remote: 'contact', uploadedAt: daysAgo(500) },
        { folder: '/contact/000000000004/', remote: 'contact', uploadedAt: daysAgo(400) },
      ],
      live: { contact: entry('/contact/000000000004/') },
      histories: { contact: [{ entry: entry('/contact/000000000003/') }] },
    },
    { keep: 0, olderThanDays: 0, now },
  );
  assert.deepEqual(remove.map(({ folder }) => folder), ['/contact/000000000003/']);
});
