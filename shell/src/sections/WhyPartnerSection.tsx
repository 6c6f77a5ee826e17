import styled from '@emotion/styled';
import { BadgeCheck } from 'lucide-react';
import { Card, Container, IconTile, PageSection, SectionHeading, colors, mq, radii } from '@site/shared';
import { whyPartnerCopy, whyPartnerPoints, whyPartnerPromise } from '../content';
import { scrollReveal } from './parts/scroll-reveal';
import { SplitGrid } from './parts/SplitGrid';

const HEADING_ID = 'why-partner-heading';

const PromiseNote = styled.p`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  margin: 0;
  padding: 20px;
  border-left: 4px solid ${colors.accent};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.text};
  font-weight: 600;
  line-height: 1.55;
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${colors.accent};
  }
`;

const Points = styled(Card)`
  ${scrollReveal}
  list-style: none;
  margin: 0;
  padding: 8px 24px;
  ${mq.md} {
    padding: 8px 32px;
  }
`;

const Point = styled.li`
  display: flex;
  gap: 16px;
  padding: 24px 0;
  & + & {
    border-top: 1px solid ${colors.border};
  }
  h3 {
    margin: 0;
    color: ${colors.text};
    font-size: 1.125rem;
  }
  p {
    margin: 6px 0 0;
    color: ${colors.textMuted};
    line-height: 1.6;
  }
`;

/** Shared by the home and benefits pages. */
export function WhyPartnerSection() {
  return (
    <PageSection id="why-partner" aria-labelledby={HEADING_ID}>
      <Container>
        <SplitGrid wide="end">
          <div>
            <SectionHeading id={HEADING_ID} align="left" {...whyPartnerCopy} />
            <PromiseNote>
              <BadgeCheck size={22} aria-hidden="true" />
              {whyPartnerPromise}
            </PromiseNote>
          </div>
          <Points as="ol" role="list">
            {whyPartnerPoints.map(({ icon: Icon, title, description }) => (
              <Point key={title}>
                <IconTile aria-hidden="true">
                  <Icon size={22} />
                </IconTile>
                <div>
                  <h3>{title}</h3>
                  <p>{description}</p>
                </div>
              </Point>
            ))}
          </Points>
        </SplitGrid>
      </Container>
    </PageSection>
  );
}
