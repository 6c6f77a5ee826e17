import styled from '@emotion/styled';
import { mq } from '@site/shared';
import { coreValues, valuesCopy } from '../../content';
import { CardGridSection } from '../parts/CardGridSection';
import { ColourCard } from '../parts/ColourCard';
import { scrollReveal } from '../parts/scroll-reveal';

const Value = styled(ColourCard)`
  ${scrollReveal}
  ${mq.md} {
    column-gap: 20px;
  }
  ${mq.lg} {
    display: block;
  }
  h3 {
    margin: 16px 0 0;
    ${mq.md} {
      margin-top: 0;
    }
    ${mq.lg} {
      margin-top: 20px;
    }
  }
`;

export function ValuesSection() {
  return (
    <CardGridSection
      id="values"
      copy={valuesCopy}
      items={coreValues}
      columns={{ lg: 3 }}
      renderCard={(value) => <Value card={value} />}
    />
  );
}
