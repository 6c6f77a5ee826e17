import styled from '@emotion/styled';
import { mq, withoutStyleProps } from '@site/shared';

/**
 * Two columns from `lg` on (one below), the wider one at 7 parts to 5: on the left for
 * `wide="start"`, on the right for `wide="end"`.
 */
export const SplitGrid = styled('div', { shouldForwardProp: withoutStyleProps('wide') })<{ wide: 'start' | 'end' }>`
  display: grid;
  gap: 32px;
  ${mq.lg} {
    grid-template-columns: ${({ wide }) =>
      wide === 'start' ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 5fr) minmax(0, 7fr)'};
    gap: 64px;
    align-items: start;
  }
`;
