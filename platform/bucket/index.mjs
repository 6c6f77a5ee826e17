/**
 * The face of platform/bucket/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
export { isBucketAddress } from './bucket-address.mjs';
export { PointerChanged } from './bucket-copy.mjs';
export { LeaseLost } from './bucket-lock.mjs';
export { deleteObject, getObject, listObjects, putLive } from './bucket-objects.mjs';
export { openDeployTarget } from './deploy-target.mjs';
export { LIVE_TTL_S } from './object-headers.mjs';
export { applyEdgePolicy, createBucket, startFakeS3 } from './testing/fake-bucket.mjs';
