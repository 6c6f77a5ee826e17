import styled from '@emotion/styled';
import { PageSection, colors } from '@site/shared';

/** A full-width section on the muted surface, to separate neighbouring white sections. */
export const SectionBand = styled(PageSection)`
  background: ${colors.surfaceMuted};
  border-block: 1px solid ${colors.border};
`;
