import styled from '@emotion/styled';
import { Container, Eyebrow, PageSection, Panel, SectionHeading, colors } from '@site/shared';
import { mission } from '../../content';
import { SplitGrid } from '../parts/SplitGrid';

const HEADING_ID = 'mission-heading';

const Body = styled.div`
  p {
    margin: 0 0 16px;
    color: ${colors.textMuted};
    font-size: 1.0625rem;
    line-height: 1.7;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const Facts = styled(Panel)`
  h3 {
    margin: 0 0 8px;
    color: ${colors.text};
    font-size: 1.125rem;
  }
  dl {
    margin: 0;
  }
  div {
    padding: 14px 0;
  }
  div + div {
    border-top: 1px solid ${colors.border};
  }
  dd {
    margin: 4px 0 0;
    color: ${colors.text};
    font-weight: 600;
  }
`;

export function MissionSection() {
  return (
    <PageSection id="mission" aria-labelledby={HEADING_ID}>
      <Container>
        <SplitGrid wide="start">
          <div>
            <SectionHeading id={HEADING_ID} align="left" eyebrow={mission.eyebrow} title={mission.title} />
            <Body>
              {mission.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Body>
          </div>
          <Facts as="aside" raised aria-labelledby="mission-facts-heading">
            <h3 id="mission-facts-heading">{mission.factsTitle}</h3>
            <dl>
              {mission.facts.map((fact) => (
                <div key={fact.term}>
                  <Eyebrow as="dt" tone="muted" size="sm">
                    {fact.term}
                  </Eyebrow>
                  <dd>{fact.detail}</dd>
                </div>
              ))}
            </dl>
          </Facts>
        </SplitGrid>
      </Container>
    </PageSection>
  );
}
