import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { Button, Card, IconTile, colors, mq, shadows } from '@site/shared';
import type { Solution } from '../../data/solutions';
import { solutionsCopy } from '../copy';
import { scrollMarginBelowPinnedBars } from '../layout-metrics';
import { showLearnMore } from './learn-more';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 14px;
  height: 100%;
  padding: 22px;
  ${scrollMarginBelowPinnedBars}
  transition: border-color 0.2s ease, box-shadow 0.2s ease;
  &:hover {
    border-color: ${colors.borderStrong};
    box-shadow: ${shadows.raised};
  }
  &[data-highlighted='true'] {
    border-color: ${colors.primary};
    box-shadow: 0 0 0 3px ${colors.primary}, ${shadows.raised};
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Name = styled.h3`
  margin: 0;
  color: ${colors.text};
  font-size: 1.0625rem;
  line-height: 1.3;
`;

const Description = styled.p`
  flex: 1;
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.9375rem;
  line-height: 1.6;
`;

const LearnMore = styled(Button)`
  align-self: flex-start;
`;

export interface SolutionCardProps {
  solution: Solution;
  highlighted: boolean;
}

export function SolutionCard({ solution, highlighted }: SolutionCardProps) {
  const Icon = solution.icon;
  const nameId = `${solution.id}-name`;
  return (
    <Root as="article" id={solution.id} aria-labelledby={nameId} data-highlighted={highlighted ? 'true' : undefined}>
      <Top>
        <IconTile aria-hidden="true">
          <Icon size={22} />
        </IconTile>
        <Name id={nameId}>{solution.name}</Name>
      </Top>
      <Description>{solution.description}</Description>
      <LearnMore
        type="button"
        variant="outline"
        aria-label={solutionsCopy.learnMoreLabel(solution.name)}
        onClick={() => showLearnMore(solution.name)}
      >
        {solutionsCopy.learnMore}
        <ArrowRight size={16} aria-hidden="true" />
      </LearnMore>
    </Root>
  );
}
