import styled from '@emotion/styled';
import { PackageOpen } from 'lucide-react';
import { IconTile, colors, radii } from '@site/shared';
import { solutionsCopy } from './copy';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 24px;
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
  background: ${colors.surfaceMuted};
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
