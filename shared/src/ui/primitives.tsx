import styled from '@emotion/styled';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Eyebrow } from './Eyebrow';
import { Link } from './Link';
import { withoutStyleProps } from './style-props';
import { colors, focusRing, layout, mq, radii, shadows } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 20px;
  ${mq.md} {
    padding: 0 32px;
  }
`;

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'inverse';
export type ButtonSize = 'md' | 'lg';

const buttonVariants: Record<ButtonVariant, string> = {
  primary: `
    background: ${colors.primary};
    color: ${colors.textInverse};
    border-color: ${colors.primary};
    &:hover { background: ${colors.primaryHover}; border-color: ${colors.primaryHover}; }
  `,
  outline: `
    background: ${colors.surface};
    color: ${colors.primary};
    border-color: ${colors.borderStrong};
    &:hover { border-color: ${colors.primary}; background: ${colors.primarySoft}; }
  `,
  ghost: `
    background: transparent;
    color: ${colors.primary};
    border-color: transparent;
    &:hover { background: ${colors.primarySoft}; }
  `,
  inverse: `
    background: ${colors.surface};
    color: ${colors.primary};
    border-color: ${colors.surface};
    &:hover { background: ${colors.primarySoft}; }
  `,
};

export function buttonStyles(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: ${size === 'lg' ? '48px' : '40px'};
    padding: 0 ${size === 'lg' ? '24px' : '16px'};
    border: 1px solid transparent;
    border-radius: ${radii.md};
    font: inherit;
    font-size: ${size === 'lg' ? '1rem' : '0.9375rem'};
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    cursor: pointer;
    transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;
    ${buttonVariants[variant]}
    &:focus-visible {
      ${focusRing}
    }
    &:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
    svg {
      flex-shrink: 0;
    }
  `;
}

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = styled('button', {
  shouldForwardProp: withoutStyleProps('variant', 'size'),
})<ButtonStyleProps>`
  ${({ variant, size }) => buttonStyles(variant, size)}
`;

/** A Link that looks like a button (calls to action navigate, so they are links). */
export const ButtonLink = styled(Link, {
  shouldForwardProp: withoutStyleProps('variant', 'size'),
})<ButtonStyleProps>`
  ${({ variant, size }) => buttonStyles(variant, size)}
`;

export const Card = styled.div`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  padding: 24px;
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${radii.pill};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
`;

export const PageSection = styled.section`
  padding: 56px 0;
  ${mq.md} {
    padding: 80px 0;
  }
`;

const HeadingGroup = styled.div<{ align: 'left' | 'center' }>`
  max-width: 720px;
  margin: ${({ align }) => (align === 'center' ? '0 auto 40px' : '0 0 32px')};
  text-align: ${({ align }) => align};
`;

const HeadingEyebrow = styled(Eyebrow)`
  margin: 0 0 8px;
`;

const headingSize = css`
  margin: 0;
  color: ${colors.text};
  font-size: 1.75rem;
  line-height: 1.2;
  letter-spacing: -0.02em;
  ${mq.md} {
    font-size: 2.25rem;
  }
`;
const H1 = styled.h1`
  ${headingSize}
  ${mq.md} {
    font-size: 2.75rem;
  }
`;
const H2 = styled.h2`
  ${headingSize}
`;

const Lead = styled.p`
  margin: 12px 0 0;
  color: ${colors.textMuted};
  font-size: 1.0625rem;
  line-height: 1.6;
`;

export interface SectionHeadingProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** The page's main heading renders as h1; section headings as h2. @defaultValue 'h2' */
  level?: 'h1' | 'h2';
  align?: 'left' | 'center';
  id?: string;
}

export function SectionHeading({ title, eyebrow, lead, level = 'h2', align = 'center', id }: SectionHeadingProps) {
  const Heading = level === 'h1' ? H1 : H2;
  return (
    <HeadingGroup align={align}>
      {eyebrow ? <HeadingEyebrow>{eyebrow}</HeadingEyebrow> : null}
      <Heading id={id} tabIndex={level === 'h1' ? -1 : undefined}>
        {title}
      </Heading>
      {lead ? <Lead>{lead}</Lead> : null}
    </HeadingGroup>
  );
}

/** Rounded square holding an icon, used by cards across the site. */
export const IconTile = styled('span', { shouldForwardProp: withoutStyleProps('tone') })<{ tone?: 'primary' | 'accent' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  border-radius: ${radii.md};
  background: ${({ tone }) => (tone === 'accent' ? colors.accentSoft : colors.primarySoft)};
  color: ${({ tone }) => (tone === 'accent' ? colors.accent : colors.primary)};
`;
