import styled from '@emotion/styled';
import { useEffect, type ReactNode } from 'react';
import { useSiteStore, siteStore } from '../store/site-store';
import { colors, fonts, radii, shadows } from './theme';

const Banner = styled.div`
  padding: 8px 16px;
  background: ${colors.surfaceDark};
  color: ${colors.textInverse};
  font: 600 0.8125rem/1.4 ${fonts.body};
`;

const ToastEcho = styled.div<{ destructive: boolean }>`
  position: fixed;
  right: 16px;
  bottom: 16px;
  max-width: 360px;
  padding: 12px 16px;
  border-radius: ${radii.md};
  background: ${({ destructive }) => (destructive ? colors.destructive : colors.surface)};
  color: ${({ destructive }) => (destructive ? colors.textInverse : colors.text)};
  box-shadow: ${shadows.raised};
  font-family: ${fonts.body};
`;

/**
 * Frame for a remote running on its own (`npm run dev` in its folder): the page alone, the
 * current toast echoed, URLs in hash mode. The real layout and toasts belong to the shell.
 */
export function StandaloneHost({ remoteName, children }: { remoteName: string; children: ReactNode }) {
  const current = useSiteStore((s) => s.toast);
  useEffect(() => {
    siteStore.getState().configureUrls('hash', '/');
    const sync = () => siteStore.getState().syncFromUrl();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);
  return (
    <div style={{ fontFamily: fonts.body, color: colors.text }}>
      <Banner>Standalone preview of the {remoteName} remote. The full site runs with npm start at the repository root.</Banner>
      <main>{children}</main>
      {current?.open ? (
        <ToastEcho role="status" destructive={current.variant === 'destructive'}>
          <strong>{current.title}</strong>
          {current.description ? <div>{current.description}</div> : null}
        </ToastEcho>
      ) : null}
    </div>
  );
}
