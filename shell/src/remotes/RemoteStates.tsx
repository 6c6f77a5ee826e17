import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
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
  VisuallyHidden,
  withoutStyleProps,
} from '@site/shared';

/** The loading state fills the viewport, so the footer cannot jump into view and back. */
const PAGE_MIN_HEIGHT = `calc(100vh - ${layout.headerHeight})`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Skeleton = styled.div`
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


export function RemoteLoading({ label }: { label: string }) {
  return (
    <Skeleton aria-busy="true" data-testid="remote-loading">
      <Container>
        <VisuallyHidden role="status">Loading {label}…</VisuallyHidden>
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
