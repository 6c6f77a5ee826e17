/**
 * A remote this shell cannot run: built against another major of the contract, or for newer
 * shared modules or a newer federation runtime than the shell provides. A deploy problem, not
 * a network one, so it is not retried and the fallback says the page is being updated.
 */
export class IncompatibleRemoteError extends Error {
  name = 'IncompatibleRemoteError';
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`Remote "${remote}" ${reason}`);
  }
}
