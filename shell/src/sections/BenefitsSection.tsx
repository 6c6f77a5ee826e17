import styled from '@emotion/styled';
import { Container, SectionHeading, mq } from '@site/shared';
import { benefits, benefitsCopy } from '../content/benefits';
import { BenefitCard } from './BenefitCard';
import { SectionBand } from './SectionBand';

const HEADING_ID = 'benefits-heading';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 24px;
  }
`;

/** Shared by the home and benefits pages. */
export function BenefitsSection() {
  return (
    <SectionBand id="benefits" aria-labelledby={HEADING_ID}>
      <Container>
        <SectionHeading id={HEADING_ID} {...benefitsCopy} />
        <Grid>
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <BenefitCard benefit={benefit} />
            </li>
          ))}
        </Grid>
      </Container>
    </SectionBand>
  );
}
