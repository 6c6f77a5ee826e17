import { mq } from '@site/shared';
import type { FeatureLayout } from '../../model/grid-layout';

/**
 * CSS for a featured card: `wide` at each breakpoint where it is featured, and `normal` again
 * at the larger breakpoint when it is featured only on tablets.
 */
export function featuredCss(feature: FeatureLayout, wide: string, normal: string): string {
  const md = feature.md ? `${mq.md} { ${wide} }` : '';
  const lg = feature.lg ? `${mq.lg} { ${wide} }` : feature.md ? `${mq.lg} { ${normal} }` : '';
  return md + lg;
}
