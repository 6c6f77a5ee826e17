import styled from '@emotion/styled';
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button, IconTile, Panel, colors, site } from '@site/shared';
import { LOADING_MIN_HEIGHT } from './CatalogueLoading';
import { solutionsCopy } from '../copy';

const Root = styled.div`
  min-height: ${LOADING_MIN_HEIGHT};
`;

const Message = styled(Panel)`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 28px;
  h2 {
    margin: 4px 0 0;
    color: ${colors.text};
    font-size: 1.25rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
    line-height: 1.6;
  }
  a {
    color: ${colors.primary};
    font-weight: 600;
  }
`;

export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  return (
    <Root>
      <Message role="alert" data-testid="solutions-load-failed">
        <IconTile aria-hidden="true">
          <CloudOff size={22} />
        </IconTile>
        <h2>{solutionsCopy.loadFailedTitle}</h2>
        <p>{solutionsCopy.loadFailedHint}</p>
        <p>
          {solutionsCopy.reachUsAt} <a href={`mailto:${site.primaryEmail}`}>{site.primaryEmail}</a>.
        </p>
        <Button type="button" onClick={onRetry}>
          <RefreshCw size={18} aria-hidden="true" />
          {solutionsCopy.retry}
        </Button>
      </Message>
    </Root>
  );
}
