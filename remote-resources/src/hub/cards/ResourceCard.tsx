import styled from '@emotion/styled';
import { ArrowRight, Hourglass } from 'lucide-react';
import { Badge, IconTile, Link, breakpoints, colors, focusRing, mq, radii, shadows, toast, withoutStyleProps } from '@site/shared';
import type { Resource } from '../../data/resources';
import { FEATURED_SPAN, GRID_COLUMNS, NOT_FEATURED, type FeatureLayout } from '../../model/grid-layout';
import { rememberArticle } from '../../data/articles/article-refs';
import { blockedResourceToast } from '../../model/messages';
import { articleTarget, kindOf } from '../../model/resources-model';
import { featuredCss } from './featured-css';
import { ResourceImage } from '../photo/ResourceImage';

interface FeatureProps {
  feature: FeatureLayout;
}

const Root = styled.article<FeatureProps>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  transition: box-shadow 0.2s ease, transform 0.2s ease, border-color 0.2s ease;
  &:hover {
    border-color: ${colors.borderStrong};
    box-shadow: ${shadows.raised};
    transform: translateY(-2px);
  }
  &:hover [data-arrow] {
    transform: translateX(3px);
  }
  ${mq.reducedMotion} {
    transition: none;
    &:hover,
    &:hover [data-arrow] {
      transform: none;
    }
  }
  ${({ feature }) => featuredCss(feature, 'flex-direction: row;', 'flex-direction: column;')}
`;

const MediaArea = styled.div<FeatureProps>`
  position: relative;
  ${({ feature }) => featuredCss(feature, 'flex: 0 0 46%;', 'flex: none;')}
`;

const Media = styled(ResourceImage, { shouldForwardProp: withoutStyleProps('feature') })<FeatureProps>`
  border-radius: ${radii.lg} ${radii.lg} 0 0;
  ${({ feature }) =>
    featuredCss(
      feature,
      `position: absolute; inset: 0; aspect-ratio: auto; border-radius: ${radii.lg} 0 0 ${radii.lg};`,
      `position: relative; inset: auto; aspect-ratio: 16 / 9; border-radius: ${radii.lg} ${radii.lg} 0 0;`,
    )}
`;

/**
 * The photo's displayed width for `sizes`: one grid column, or on a featured card the card's
 * two columns (its photo covers a box as tall as the row, so it is drawn wider than the box).
 */
function photoSizes(feature: FeatureLayout): string {
  const columns = (span: number, of: number) => `${Math.ceil((100 * span) / of)}vw`;
  return [
    `(min-width: ${breakpoints.lg}px) ${columns(feature.lg ? FEATURED_SPAN : 1, GRID_COLUMNS.lg)}`,
    `(min-width: ${breakpoints.md}px) ${columns(feature.md ? FEATURED_SPAN : 1, GRID_COLUMNS.md)}`,
    '100vw',
  ].join(', ');
}

const CategoryBadge = styled(Badge)`
  position: absolute;
  top: 16px;
  left: 16px;
  box-shadow: ${shadows.card};
`;

/** Sits across the photo's lower edge, ringed in white so it reads on any image. */
const CardIcon = styled(IconTile, { shouldForwardProp: withoutStyleProps('feature') })<FeatureProps>`
  position: absolute;
  left: 24px;
  bottom: -22px;
  box-shadow: 0 0 0 4px ${colors.surface}, ${shadows.card};
  ${({ feature }) =>
    featuredCss(feature, 'left: auto; right: -22px; bottom: 32px;', 'left: 24px; right: auto; bottom: -22px;')}
`;

const Body = styled.div<FeatureProps>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 38px 24px 24px;
  ${({ feature }) =>
    featuredCss(feature, 'justify-content: center; padding: 40px 40px 40px 48px; gap: 14px;', 'justify-content: flex-start; padding: 38px 24px 24px; gap: 10px;')}
`;

const Title = styled.h3<FeatureProps>`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.35;
  letter-spacing: -0.01em;
  ${({ feature }) => featuredCss(feature, 'font-size: 1.5rem; line-height: 1.25;', 'font-size: 1.125rem; line-height: 1.35;')}
`;

/**
 * The card's one control. Its ::after covers the whole card (the "stretched link" pattern), so
 * the card is one click target while the accessible name stays the title alone.
 */
const stretchedControl = `
  color: ${colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }
  &:hover {
    color: ${colors.primary};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    ${focusRing}
  }
`;

const TitleLink = styled(Link)`
  ${stretchedControl}
`;

const TitleButton = styled.button`
  ${stretchedControl}
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

const Description = styled.p<FeatureProps>`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.9375rem;
  line-height: 1.6;
  ${({ feature }) => featuredCss(feature, 'font-size: 1rem;', 'font-size: 0.9375rem;')}
`;

const ReadMore = styled.p<FeatureProps>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: auto 0 0;
  padding-top: 6px;
  color: ${colors.primary};
  font-size: 0.9375rem;
  font-weight: 600;
  [data-arrow] {
    transition: transform 0.2s ease;
  }
  /* Pinned to the bottom so the grid's cards line up; a featured card centres its text instead. */
  ${({ feature }) => featuredCss(feature, 'margin-top: 8px;', 'margin-top: auto;')}
`;

const ComingSoon = styled(ReadMore)`
  color: ${colors.textMuted};
`;

export interface ResourceCardProps {
  resource: Resource;
  /** The list's call to action, e.g. "Read article". */
  readMore: string;
  /** Where this card is the wide, horizontal first card of its grid. @defaultValue never */
  feature?: FeatureLayout;
  /** The title's heading level: under its list's h2 on the hub, under the page's h1 on a list's page. @defaultValue 'h3' */
  headingLevel?: 'h2' | 'h3';
}

export function ResourceCard({ resource, readMore, feature = NOT_FEATURED, headingLevel = 'h3' }: ResourceCardProps) {
  const { icon: Icon, title, description, category, imageAlt } = resource;
  const target = articleTarget(resource);
  const prefetch = () => rememberArticle(resource, { fetchNow: true });
  return (
    <Root feature={feature}>
      <MediaArea feature={feature}>
        <Media
          feature={feature}
          icon={Icon}
          alt={imageAlt}
          kind={kindOf(resource)}
          sizes={photoSizes(feature)}
          iconStyle="watermark"
          emblemSize={176}
        />
        <CategoryBadge>{category}</CategoryBadge>
        <CardIcon feature={feature} aria-hidden="true">
          <Icon size={22} />
        </CardIcon>
      </MediaArea>
      <Body feature={feature}>
        <Title as={headingLevel} feature={feature}>
          {target ? (
            // The article's file is fetched as the finger or pointer arrives (a touch starts with
            // pointerenter) or the link takes focus, beside the page's code the shell hints then.
            <TitleLink to={target} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => rememberArticle(resource)}>
              {title}
            </TitleLink>
          ) : (
            <TitleButton type="button" onClick={() => toast(blockedResourceToast(title))}>
              {title}
            </TitleButton>
          )}
        </Title>
        <Description feature={feature}>{description}</Description>
        {target ? (
          // Decorative: the title is the link, and eight "Read article" links would say nothing.
          <ReadMore feature={feature} aria-hidden="true">
            {readMore}
            <ArrowRight size={16} data-arrow="" />
          </ReadMore>
        ) : (
          <ComingSoon feature={feature}>
            <Hourglass size={16} aria-hidden="true" />
            Coming soon
          </ComingSoon>
        )}
      </Body>
    </Root>
  );
}
