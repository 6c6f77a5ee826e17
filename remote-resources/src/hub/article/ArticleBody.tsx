import styled from '@emotion/styled';
import { colors, focusRing, mq } from '@site/shared';
import { Markup } from '../../markup/Markup';
import type { BlockNode } from '../../markup/markup-tree';

/** A comfortable reading measure for long-form text. */
const MEASURE = '70ch';

const Prose = styled.div`
  max-width: ${MEASURE};
  margin: 0 auto;
  color: ${colors.text};
  font-size: 1.0625rem;
  line-height: 1.7;
  ${mq.md} {
    font-size: 1.125rem;
  }
  & > :first-child {
    margin-top: 0;
  }
  p {
    margin: 0 0 1.25em;
  }
  h2 {
    margin: 2.25em 0 0.6em;
    font-size: 1.5rem;
    line-height: 1.25;
    letter-spacing: -0.015em;
    ${mq.md} {
      font-size: 1.75rem;
    }
  }
  h3 {
    margin: 1.75em 0 0.5em;
    font-size: 1.1875rem;
    line-height: 1.35;
    ${mq.md} {
      font-size: 1.25rem;
    }
  }
  h2 + h3 {
    margin-top: 0.75em;
  }
  ul {
    margin: 0 0 1.5em;
    padding-left: 1.4em;
  }
  li {
    margin: 0 0 0.6em;
    padding-left: 0.25em;
  }
  li::marker {
    color: ${colors.primary};
  }
  strong {
    font-weight: 700;
  }
  a {
    color: ${colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    border-radius: 2px;
    &:hover {
      color: ${colors.primaryHover};
    }
    &:focus-visible {
      ${focusRing}
    }
  }
`;

export function ArticleBody({ blocks }: { blocks: readonly BlockNode[] }) {
  return (
    <Prose data-testid="article-body">
      <Markup blocks={blocks} />
    </Prose>
  );
}
