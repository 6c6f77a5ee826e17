import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors } from '@site/shared';

const Title = styled.h3`
  margin: 16px 0 0;
  color: ${colors.text};
  font-size: 1.125rem;
`;

const Text = styled.p`
  margin: 8px 0 0;
  color: ${colors.textMuted};
  line-height: 1.6;
`;

/**
 * An icon tile over a title and its text: the body of the benefit and principle cards. The
 * tile comes in whole because the principles set theirs in a row with the card's number.
 */
export function StackedPoint({ tile, title, description }: { tile: ReactNode; title: string; description: string }) {
  return (
    <>
      {tile}
      <Title>{title}</Title>
      <Text>{description}</Text>
    </>
  );
}
