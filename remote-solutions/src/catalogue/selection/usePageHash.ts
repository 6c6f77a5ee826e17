import { useState } from 'react';
import { useSiteStore } from '@site/shared';

/**
 * The in-page hash while this page is the current route. When the visitor leaves, the shell
 * updates the location before this page has faded out; keeping the last hash of our own
 * path stops the catalogue from flashing to another selection during the exit animation.
 */
export function usePageHash(): string {
  const location = useSiteStore((s) => s.location);
  const [own, setOwn] = useState(location);
  const onOwnPath = location.path === own.path;
  if (onOwnPath && location.hash !== own.hash) setOwn(location);
  return onOwnPath ? location.hash : own.hash;
}
