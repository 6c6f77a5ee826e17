import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { ButtonLink, Container, Eyebrow, PageSection, colors, mq, radii } from '@site/shared';
import { closingCta } from '../content';

const HEADING_ID = 'closing-cta-heading';
/** Light text on the blue panel: 6.7:1 on the lighter end of its gradient. */
export const ON_PANEL_MUTED = '#dbeafe';

/* Every page puts this after a white section that already ends in generous padding. */
const Root = styled(PageSection)`
  padding-top: 8px;
  ${mq.md} {
    padding-top: 16px;
  }
`;

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: 32px;
  padding: 32px 24px;
  border-radius: 20px;
  background: linear-gradient(135deg, ${colors.primary} 0%, ${colors.primaryHover} 100%);
  color: ${colors.textInverse};
  ${mq.md} {
    padding: 48px;
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 56px;
    padding: 56px;
    align-items: center;
  }
  /* The kit's blue focus ring would vanish on the blue panel. */
  a:focus-visible {
    outline-color: ${colors.textInverse};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.2;
  letter-spacing: -0.02em;
  ${mq.md} {
    font-size: 2.25rem;
  }
`;

const Lead = styled.p`
  margin: 12px 0 0;
  color: ${ON_PANEL_MUTED};
  font-size: 1.0625rem;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 28px;
  ${mq.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const OutlineOnBlue = styled(ButtonLink)`
  background: transparent;
  color: ${colors.textInverse};
  border-color: rgba(255, 255, 255, 0.7);
  &:hover {
    background: rgba(255, 255, 255, 0.12);
    border-color: ${colors.textInverse};
  }
`;

const Help = styled.div`
  padding: 24px;
  border: 1px solid rgba(255, 255, 255, 0.2);
  border-radius: ${radii.lg};
  background: rgba(255, 255, 255, 0.08);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 14px;
  }
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    line-height: 1.5;
  }
`;

const HelpTitle = styled(Eyebrow)`
  margin: 0 0 16px;
`;

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  border-radius: ${radii.pill};
  background: ${colors.textInverse};
  color: ${colors.primary};
`;

export function ClosingCtaSection() {
  return (
    <Root id="get-started" aria-labelledby={HEADING_ID}>
      <Container>
        <Panel>
          <div>
            <Title id={HEADING_ID}>{closingCta.title}</Title>
            <Lead>{closingCta.lead}</Lead>
            <Actions>
              <ButtonLink to={closingCta.primary.to} variant="inverse" size="lg">
                {closingCta.primary.label}
              </ButtonLink>
              <OutlineOnBlue to={closingCta.secondary.to} variant="outline" size="lg">
                {closingCta.secondary.label}
              </OutlineOnBlue>
            </Actions>
          </div>
          <Help>
            <HelpTitle as="h3" tone="inverse">
              {closingCta.helpTitle}
            </HelpTitle>
            <ul>
              {closingCta.help.map((item) => (
                <li key={item}>
                  <Tick aria-hidden="true">
                    <Check size={14} strokeWidth={3} />
                  </Tick>
                  {item}
                </li>
              ))}
            </ul>
          </Help>
        </Panel>
      </Container>
    </Root>
  );
}
