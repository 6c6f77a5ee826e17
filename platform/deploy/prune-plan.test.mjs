/** What npm run prune may delete: only what is not live, not reachable by a rollback, and old. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prunePlan } from './prune-plan.mjs';

const cdn = 'http://localhost:3001';
const entry = (folder) => ({ manifest: `${cdn}${folder}mf-manifest.json`, integrity: { manifest: 'sha384-a', files: 'sha384-b' } });
const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days) => new Date(now.getTime() - days * 86_400_000);

test('a version goes only when it is not live, not in the last N of its history, and older than the age', () => {
  const versions = [
    { folder: '/contact/000000000001/', remote: 'contact', uploadedAt: daysAgo(90) }, // old, out of the history's last 2
    { folder: '/contact/000000000002/', remote: 'contact', uploadedAt: daysAgo(80) }, // in the last 2
    { folder: '/contact/000000000003/', remote: 'contact', uploadedAt: daysAgo(70) }, // in the last 2
    { folder: '/contact/000000000004/', remote: 'contact', uploadedAt: daysAgo(60) }, // live
    { folder: '/contact/000000000005/', remote: 'contact', uploadedAt: daysAgo(2) }, // new: a candidate, or a tab's
    { folder: '/contact/000000000006/', remote: 'contact', uploadedAt: daysAgo(45) }, // never live, old
    { folder: '/solutions/000000000007/', remote: 'solutions', uploadedAt: daysAgo(99) }, // the last start's
  ];
  const { remove, kept } = prunePlan(
    {
      versions,
      live: { contact: entry('/contact/000000000004/'), solutions: entry('/solutions/000000000008/') },
      histories: { contact: [{ entry: entry('/contact/000000000001/') }, { entry: entry('/contact/000000000002/') }, { entry: entry('/contact/000000000003/') }], solutions: [{ entry: null }] },
      pinned: [entry('/solutions/000000000007/')],
    },
    { keep: 2, olderThanDays: 30, now },
  );
  assert.deepEqual(remove.map(({ folder }) => folder), ['/contact/000000000001/', '/contact/000000000006/']);
  assert.deepEqual(
    kept.map(({ folder, why }) => [folder, why]),
    [
      ['/contact/000000000002/', "in the last 2 of contact's history"],
      ['/contact/000000000003/', "in the last 2 of contact's history"],
      ['/contact/000000000004/', 'live'],
      ['/contact/000000000005/', 'uploaded less than 30 days ago'],
      ['/solutions/000000000007/', 'live or being switched to'],
    ],
  );
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
