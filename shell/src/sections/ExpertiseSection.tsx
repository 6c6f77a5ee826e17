import styled from '@emotion/styled';
import { Container, PageSection, SectionHeading, mq } from '@site/shared';
import { expertiseCards, expertiseCopy } from '../content/expertise';
import { ExpertiseCard } from './ExpertiseCard';

const HEADING_ID = 'expertise-heading';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 24px;
  }
`;

export function ExpertiseSection() {
  return (
    <PageSection id="expertise" aria-labelledby={HEADING_ID}>
      <Container>
        <SectionHeading id={HEADING_ID} {...expertiseCopy} />
        <Grid>
          {expertiseCards.map((card) => (
            <li key={card.title}>
              <ExpertiseCard card={card} />
            </li>
          ))}
        </Grid>
      </Container>
    </PageSection>
  );
}
