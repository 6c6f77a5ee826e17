/**
 * A killed or stopped holder's lease on a bucket deploy made stale without waiting for it: a
 * waiter takes a lease over once it has seen it unchanged for the holder's own `staleAfterS`
 * (bucket-lock.mjs), so the kill and pause tests write the holder's lease again, as the holder
 * left it but for a staleness of a tenth of a second, over the ETag they read (If-Match: it is
 * still the holder's). The next run then takes it over at its next look, by the same rule as
 * after the holder's 30 s, and the holder itself ran with the real staleness and its timeouts.
 */
import { parseBucketAddress } from '../bucket-address.mjs';
import { leaseKey } from '../bucket-lock.mjs';
import { getObject, putLive } from '../bucket-objects.mjs';

/** The staleness an aged lease says it has, in seconds. */
export const AGED_STALE_S = 0.1;

/** Ages the lease of the bucket deploy at `address` (s3://BUCKET/PREFIX), which a holder must hold. */
export async function ageLease(address) {
  const { bucket, prefix } = parseBucketAddress(address);
  const key = leaseKey({ prefix });
  const current = await getObject(bucket, key);
  const lease = current && JSON.parse(current.body.toString('utf8'));
  if (lease?.state !== 'held') throw new Error(`No lease held at s3://${bucket}/${key} to age: ${current ? current.body.toString('utf8') : 'none'}`);
  await putLive(bucket, key, JSON.stringify({ ...lease, staleAfterS: AGED_STALE_S }), { ifMatch: current.etag });
}
