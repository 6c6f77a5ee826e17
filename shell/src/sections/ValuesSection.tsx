import styled from '@emotion/styled';
import { Card, Container, PageSection, SectionHeading, colors, mq } from '@site/shared';
import { coreValues, valuesCopy } from '../content/about';
import { cardPalettes } from './card-colours';
import { ColourTile } from './ColourTile';
import { scrollReveal } from './scroll-reveal';

const HEADING_ID = 'values-heading';

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

const Value = styled(Card, { shouldForwardProp: (prop) => prop !== 'accent' })<{ accent: string }>`
  ${scrollReveal}
  height: 100%;
  border-top: 4px solid ${({ accent }) => accent};
  ${mq.md} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: 20px;
    padding: 28px;
  }
  ${mq.lg} {
    display: block;
  }
  h3 {
    margin: 16px 0 0;
    color: ${colors.text};
    font-size: 1.25rem;
    ${mq.md} {
      margin-top: 0;
    }
    ${mq.lg} {
      margin-top: 20px;
    }
  }
  p {
    margin: 8px 0 0;
    color: ${colors.textMuted};
    line-height: 1.6;
  }
`;

export function ValuesSection() {
  return (
    <PageSection id="values" aria-labelledby={HEADING_ID}>
      <Container>
        <SectionHeading id={HEADING_ID} {...valuesCopy} />
        <Grid>
          {coreValues.map(({ icon: Icon, title, description, colour }) => (
            <li key={title}>
              <Value as="article" accent={cardPalettes[colour].strong}>
                <ColourTile colour={colour} aria-hidden="true">
                  <Icon size={24} />
                </ColourTile>
                <div>
                  <h3>{title}</h3>
                  <p>{description}</p>
                </div>
              </Value>
            </li>
          ))}
        </Grid>
      </Container>
    </PageSection>
  );
}
