import styled from '@emotion/styled';
import { Card, Container, IconTile, SectionHeading, colors, mq } from '@site/shared';
import { principles, principlesCopy } from '../content/about';
import { SectionBand } from './SectionBand';
import { scrollReveal } from './scroll-reveal';

const HEADING_ID = 'principles-heading';

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  counter-reset: principle;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 24px;
  }
`;

const Principle = styled(Card)`
  ${scrollReveal}
  height: 100%;
  counter-increment: principle;
  h3 {
    margin: 16px 0 0;
    color: ${colors.text};
    font-size: 1.125rem;
  }
  p {
    margin: 8px 0 0;
    color: ${colors.textMuted};
    line-height: 1.6;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  /* The ordinal is decoration: the list is already ordered for assistive technology. */
  &::after {
    content: counter(principle, decimal-leading-zero);
    color: ${colors.textMuted};
    font-size: 0.875rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export function PrinciplesSection() {
  return (
    <SectionBand id="principles" aria-labelledby={HEADING_ID}>
      <Container>
        <SectionHeading id={HEADING_ID} {...principlesCopy} />
        <Grid role="list">
          {principles.map(({ icon: Icon, title, description }) => (
            <li key={title}>
              <Principle>
                <Top>
                  <IconTile aria-hidden="true" tone="accent">
                    <Icon size={22} />
                  </IconTile>
                </Top>
                <h3>{title}</h3>
                <p>{description}</p>
              </Principle>
            </li>
          ))}
        </Grid>
      </Container>
    </SectionBand>
  );
}
