import { expertiseCards, expertiseCopy } from '../../content';
import { CardGridSection } from '../parts/CardGridSection';
import { ExpertiseCard } from './ExpertiseCard';

export function ExpertiseSection() {
  return (
    <CardGridSection
      id="expertise"
      copy={expertiseCopy}
      items={expertiseCards}
      columns={{ lg: 3 }}
      renderCard={(card) => <ExpertiseCard card={card} />}
    />
  );
}
