import styled from '@emotion/styled';
import { PackageOpen } from 'lucide-react';
import { IconTile, Panel, colors } from '@site/shared';
import { solutionsCopy } from '../copy';

/* Dashed: a place where cards will be, not a message. */
const Root = styled(Panel)`
  display: flex;
  align-items: center;
  gap: 14px;
  border: 1px dashed ${colors.borderStrong};
  p {
    margin: 0;
    color: ${colors.textMuted};
    font-size: 1rem;
  }
`;

export function EmptyCategory() {
  return (
    <Root>
      <IconTile aria-hidden="true" tone="accent">
        <PackageOpen size={22} />
      </IconTile>
      <p>{solutionsCopy.emptyCategory}</p>
    </Root>
  );
}
