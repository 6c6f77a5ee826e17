import styled from '@emotion/styled';
import { MessagesSquare } from 'lucide-react';
import { ButtonLink, IconTile, Panel, colors, mq, paths } from '@site/shared';
import { solutionsCopy } from './copy';

const Root = styled(Panel)`
  display: grid;
  gap: 16px;
  margin-top: 48px;
  ${mq.sm} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 20px;
  }
  h2 {
    margin: 0;
    color: ${colors.text};
    font-size: 1.125rem;
    line-height: 1.3;
  }
  p {
    margin: 4px 0 0;
    color: ${colors.textMuted};
    line-height: 1.6;
  }
`;

const HEADING_ID = 'solutions-help-heading';

/** Closes every list with the next step, so a short category does not end in blank space. */
export function HelpChoosing() {
  return (
    <Root as="aside" aria-labelledby={HEADING_ID}>
      <IconTile aria-hidden="true" tone="accent">
        <MessagesSquare size={22} />
      </IconTile>
      <div>
        <h2 id={HEADING_ID}>{solutionsCopy.helpTitle}</h2>
        <p>{solutionsCopy.helpText}</p>
      </div>
      <ButtonLink to={paths.contact.getTarget()}>{solutionsCopy.helpAction}</ButtonLink>
    </Root>
  );
}
