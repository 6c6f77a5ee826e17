import { benefits, benefitsCopy } from '../../content';
import { BenefitCard } from './BenefitCard';
import { CardGridSection } from '../parts/CardGridSection';

/** Shared by the home and benefits pages. */
export function BenefitsSection() {
  return (
    <CardGridSection
      id="benefits"
      band
      copy={benefitsCopy}
      items={benefits}
      columns={{ sm: 2, xl: 4 }}
      renderCard={(benefit) => <BenefitCard benefit={benefit} />}
    />
  );
}
