import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { CloudOff, RefreshCw } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Container,
  IconTile,
  colors,
  layout,
  mq,
  paths,
  radii,
  site,
  useDocumentMeta,
  visuallyHidden,
  withoutStyleProps,
} from '@site/shared';
import { noticeCard } from '../../layout';

/** The loading state fills the viewport, so the footer cannot jump into view and back. */
const PAGE_MIN_HEIGHT = `calc(100vh - ${layout.headerHeight})`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Skeleton = styled.div`
  position: relative;
  min-height: ${PAGE_MIN_HEIGHT};
  padding: 56px 0;
  ${mq.md} {
    padding: 80px 0;
  }
`;

const Bar = styled('div', { shouldForwardProp: withoutStyleProps('width', 'height', 'center') })<{
  width: string;
  height?: string;
  center?: boolean;
}>`
  width: ${({ width }) => width};
  max-width: 100%;
  height: ${({ height }) => height ?? '16px'};
  margin: ${({ center }) => (center ? '0 auto 16px' : '0 0 16px')};
  border-radius: ${radii.sm};
  background: ${colors.border};
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const SkeletonGrid = styled.div`
  display: grid;
  gap: 20px;
  margin-top: 40px;
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  div {
    height: 160px;
    border-radius: ${radii.lg};
    background: ${colors.surfaceMuted};
    border: 1px solid ${colors.border};
  }
`;

/**
 * How long a remote page may take before the visitor is told: well inside the ten seconds we
 * promise (a cold visit takes under one), and before a request's deadline, which may still
 * end in a page.
 */
export const REMOTE_SLOW_NOTICE_MS = 5000;

/** One status line: read out while the page loads, and shown once the load is slow. */
const Status = styled('p', { shouldForwardProp: withoutStyleProps('shown') })<{ shown: boolean }>`
  ${({ shown }) => (shown ? `position: absolute; top: 48px; z-index: 1; ${noticeCard}` : visuallyHidden)}
`;

function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

export function RemoteLoading({ label }: { label: string }) {
  const slow = useElapsed(REMOTE_SLOW_NOTICE_MS);
  return (
    <Skeleton aria-busy="true" data-testid="remote-loading">
      <Container>
        <Status role="status" shown={slow} data-testid={slow ? 'remote-slow' : undefined}>
          {slow
            ? `The ${label} page is taking longer than usual to load. We are still trying; the rest of the site works as usual.`
            : `Loading ${label}…`}
        </Status>
        <Bar width="120px" height="14px" center />
        <Bar width="460px" height="36px" center />
        <Bar width="620px" center />
        <SkeletonGrid aria-hidden="true">
          <div />
          <div />
          <div />
        </SkeletonGrid>
      </Container>
    </Skeleton>
  );
}

const FallbackPage = styled.div`
  min-height: ${PAGE_MIN_HEIGHT};
  display: flex;
  align-items: center;
  padding: 56px 0;
  text-align: center;
  h1 {
    margin: 20px 0 12px;
    font-size: 1.75rem;
    line-height: 1.25;
    ${mq.md} {
      font-size: 2.25rem;
    }
  }
  p {
    max-width: 560px;
    margin: 0 auto 12px;
    color: ${colors.textMuted};
    line-height: 1.6;
  }
  a:not([class]) {
    color: ${colors.primary};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

export interface RemoteUnavailableProps {
  label: string;
  /** Built against another major of the shared contract: a deploy problem, not a network one. */
  incompatible: boolean;
  onRetry: () => void;
}

export function RemoteUnavailable({ label, incompatible, onRetry }: RemoteUnavailableProps) {
  useDocumentMeta(`${label} unavailable`, `The ${label} page could not be loaded right now.`);
  return (
    <FallbackPage role="alert" data-testid="remote-unavailable">
      <Container>
        <IconTile aria-hidden="true" style={{ width: 56, height: 56 }}>
          <CloudOff size={28} />
        </IconTile>
        <h1 tabIndex={-1}>The {label} page is unavailable right now</h1>
        <p>
          {incompatible
            ? 'This part of the site is being updated. Please try again in a few minutes.'
            : 'We could not load this part of the site. Check your connection and try again; the rest of the site still works.'}
        </p>
        <p>
          You can always reach us at <a href={`mailto:${site.primaryEmail}`}>{site.primaryEmail}</a>.
        </p>
        <Actions>
          <Button type="button" onClick={onRetry}>
            <RefreshCw size={18} aria-hidden="true" />
            Retry
          </Button>
          <ButtonLink to={paths.home.getTarget()} variant="outline">
            Go to the home page
          </ButtonLink>
        </Actions>
      </Container>
    </FallbackPage>
  );
}
