import styled from '@emotion/styled';
import { Card, colors, mq, withoutStyleProps } from '@site/shared';
import { coreValues, valuesCopy } from '../../content';
import { cardPalettes } from '../parts/card-colours';
import { CardGridSection } from '../parts/CardGridSection';
import { ColourTile } from '../parts/ColourTile';
import { scrollReveal } from '../parts/scroll-reveal';

const Value = styled(Card, { shouldForwardProp: withoutStyleProps('accent') })<{ accent: string }>`
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
    <CardGridSection
      id="values"
      copy={valuesCopy}
      items={coreValues}
      columns={{ lg: 3 }}
      renderCard={({ icon: Icon, title, description, colour }) => (
        <Value as="article" accent={cardPalettes[colour].strong}>
          <ColourTile colour={colour} aria-hidden="true">
            <Icon size={24} />
          </ColourTile>
          <div>
            <h3>{title}</h3>
            <p>{description}</p>
          </div>
        </Value>
      )}
    />
  );
}
