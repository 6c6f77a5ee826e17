import styled from '@emotion/styled';
import { CircleCheck } from 'lucide-react';
import { IconTile, breakpoints, colors, mq, radii, shadows, visuallyHidden, withoutStyleProps } from '@site/shared';
import { suiteShowcase, type SuiteApp } from '../../content';

const Backdrop = styled.div`
  position: relative;
  /* An offset tinted plate behind the panel gives the hero depth without an image to load. */
  &::before {
    content: '';
    position: absolute;
    inset: 20px -12px -12px 20px;
    border-radius: 20px;
    background: linear-gradient(135deg, #dbeafe 0%, #ccfbf1 100%);
  }
`;

const Panel = styled.figure`
  position: relative;
  margin: 0;
  padding: 20px;
  border: 1px solid ${colors.border};
  border-radius: 20px;
  background: ${colors.surface};
  box-shadow: ${shadows.raised};
  ${mq.md} {
    padding: 28px;
  }
`;

const Caption = styled.figcaption`
  margin-bottom: 16px;
  strong {
    display: block;
    color: ${colors.text};
    font-size: 1.125rem;
  }
  span {
    color: ${colors.textMuted};
    font-size: 0.875rem;
  }
`;

/*
 * Where an app tile is narrow (phones, and the hero's second column on small laptops) the icon
 * stacks over the name; on phones the detail line is also dropped from view.
 */
const NARROW_TILES = `@media (max-width: ${breakpoints.sm - 1}px), (min-width: ${breakpoints.lg}px) and (max-width: ${breakpoints.xl - 1}px)`;
const PHONE = `@media (max-width: ${breakpoints.sm - 1}px)`;

const Apps = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
`;

const App = styled('li', { shouldForwardProp: withoutStyleProps('hub') })<{ hub?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${({ hub }) => (hub ? 'transparent' : colors.border)};
  border-radius: ${radii.md};
  background: ${({ hub }) => (hub ? colors.primarySoft : colors.surface)};
  grid-column: ${({ hub }) => (hub ? '1 / -1' : 'auto')};
  ${NARROW_TILES} {
    ${({ hub }) =>
      hub
        ? ''
        : `
      flex-direction: column;
      align-items: flex-start;
      gap: 8px;
      strong {
        font-size: 0.875rem;
      }`}
  }
  ${PHONE} {
    /* Still read out by screen readers; only the phone layout has no room for it. */
    ${({ hub }) =>
      hub
        ? ''
        : `
      [data-covers] {
        ${visuallyHidden}
      }`}
  }
`;

const SmallTile = styled(IconTile, { shouldForwardProp: withoutStyleProps('hub') })<{ hub?: boolean }>`
  width: 36px;
  height: 36px;
  border-radius: ${radii.sm};
  ${({ hub }) => (hub ? `background: ${colors.surface};` : '')}
`;

const AppText = styled.span`
  min-width: 0;
  strong {
    display: block;
    color: ${colors.text};
    font-size: 0.9375rem;
    line-height: 1.3;
  }
  span {
    display: block;
    color: ${colors.textMuted};
    font-size: 0.8125rem;
    line-height: 1.4;
  }
`;

const Footnote = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 16px 0 0;
  padding-top: 16px;
  border-top: 1px solid ${colors.border};
  color: ${colors.textMuted};
  font-size: 0.875rem;
  svg {
    color: ${colors.success};
    flex-shrink: 0;
  }
`;

function AppItem({ app, hub }: { app: SuiteApp; hub?: boolean }) {
  const Icon = app.icon;
  return (
    <App hub={hub}>
      <SmallTile aria-hidden="true" hub={hub} tone={hub ? 'primary' : 'accent'}>
        <Icon size={18} />
      </SmallTile>
      <AppText>
        <strong>{app.name}</strong>
        <span data-covers>{app.covers}</span>
      </AppText>
    </App>
  );
}

/** The hero's picture of "an all-in-one business suite": the apps we implement, as real text. */
export function SuiteShowcase() {
  return (
    <Backdrop>
      <Panel>
        <Caption>
          <strong>{suiteShowcase.title}</strong>
          <span>{suiteShowcase.subtitle}</span>
        </Caption>
        <Apps>
          <AppItem app={suiteShowcase.hub} hub />
          {suiteShowcase.apps.map((app) => (
            <AppItem key={app.name} app={app} />
          ))}
        </Apps>
        <Footnote>
          <CircleCheck size={18} aria-hidden="true" />
          {suiteShowcase.footnote}
        </Footnote>
      </Panel>
    </Backdrop>
  );
}
