import type { ComponentType } from 'react';

/**
 * Version of this contract (the store's shape, routes, config and UI kit). Bump the major on
 * any change a remote built against the old one could trip over; the shell refuses a remote
 * whose major differs, with a visible fallback instead of a broken page. Bump the minor on an
 * addition (a new export): a remote that uses it needs a shell that provides it, and the
 * federation runtime warns when the shell's copy is older than the remote asks for.
 * Keep in step with shared/package.json (a unit test checks it).
 */
export const CONTRACT_VERSION = '1.2.0';

export function contractMajor(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : Number.NaN;
}

export function isCompatibleContract(remoteVersion: unknown, hostVersion = CONTRACT_VERSION): boolean {
  return typeof remoteVersion === 'string' && contractMajor(remoteVersion) === contractMajor(hostVersion);
}

/**
 * What every exposed page module of a remote exports. `contractVersion` is the version the
 * remote was built against (baked in at its build, not read from the shared singleton).
 */
export interface RemotePageModule {
  default: ComponentType;
  contractVersion: string;
}
