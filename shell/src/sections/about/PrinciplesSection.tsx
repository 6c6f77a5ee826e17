import styled from '@emotion/styled';
import { Card, IconTile, colors } from '@site/shared';
import { principles, principlesCopy, type IconPoint } from '../../content';
import { CardGridSection } from '../parts/CardGridSection';
import { scrollReveal } from '../parts/scroll-reveal';
import { StackedPoint } from '../parts/StackedPoint';

/* Each card counts itself; the count has to start outside the grid's list items, so on the section. */
const Section = styled(CardGridSection<IconPoint>)`
  counter-reset: principle;
`;

const Principle = styled(Card)`
  ${scrollReveal}
  height: 100%;
  counter-increment: principle;
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
    <Section
      id="principles"
      band
      ordered
      copy={principlesCopy}
      items={principles}
      columns={{ sm: 2, xl: 4 }}
      renderCard={({ icon: Icon, title, description }) => (
        <Principle>
          <StackedPoint
            tile={
              <Top>
                <IconTile aria-hidden="true" tone="accent">
                  <Icon size={22} />
                </IconTile>
              </Top>
            }
            title={title}
            description={description}
          />
        </Principle>
      )}
    />
  );
}
