import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { Badge, ButtonLink, Container, colors, mq, shadows } from '@site/shared';
import { hero } from '../../content';
import { ClaimsList } from './ClaimsList';
import { SuiteShowcase } from './SuiteShowcase';

export const HERO_HEADING_ID = 'hero-heading';

/* No background of its own: the hero sits on the layout's soft blue wash, which is what the
   transparent header is designed against at the top of the page. */
const Root = styled.section`
  padding: 32px 0 24px;
  ${mq.md} {
    padding: 56px 0 32px;
  }
  ${mq.lg} {
    padding: 64px 0 48px;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: 48px;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    align-items: center;
    gap: 56px;
  }
  ${mq.xl} {
    gap: 72px;
  }
`;

const Title = styled.h1`
  margin: 20px 0 0;
  color: ${colors.text};
  font-size: 2.25rem;
  line-height: 1.1;
  letter-spacing: -0.03em;
  text-wrap: balance;
  ${mq.md} {
    font-size: 3rem;
  }
  ${mq.xl} {
    font-size: 3.25rem;
  }
`;

const Highlight = styled.span`
  color: ${colors.primary};
`;

const Lead = styled.p`
  max-width: 36rem;
  margin: 20px 0 0;
  color: ${colors.textMuted};
  font-size: 1.0625rem;
  line-height: 1.65;
  ${mq.md} {
    font-size: 1.1875rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 32px 0 40px;
  ${mq.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

/* The kit's badge is primarySoft, the same as the wash behind the hero: give it a surface. */
const Eyebrow = styled(Badge)`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  box-shadow: ${shadows.card};
`;

const ClaimsRow = styled.div`
  padding-top: 28px;
  border-top: 1px solid ${colors.border};
`;

const PrimaryCta = styled(ButtonLink)`
  svg {
    transition: transform 0.15s ease;
  }
  &:hover svg {
    transform: translateX(3px);
  }
  ${mq.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

export function HeroSection() {
  return (
    <Root aria-labelledby={HERO_HEADING_ID}>
      <Grid>
        <div>
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <Title id={HERO_HEADING_ID} tabIndex={-1}>
            {hero.title} <Highlight>{hero.highlight}</Highlight>
          </Title>
          <Lead>{hero.lead}</Lead>
          <Actions>
            <PrimaryCta to={hero.primaryCta.to} size="lg">
              {hero.primaryCta.label}
              <ArrowRight size={18} aria-hidden="true" />
            </PrimaryCta>
            <ButtonLink to={hero.secondaryCta.to} variant="outline" size="lg">
              {hero.secondaryCta.label}
            </ButtonLink>
          </Actions>
          <ClaimsRow>
            <ClaimsList />
          </ClaimsRow>
        </div>
        <SuiteShowcase />
      </Grid>
    </Root>
  );
}
