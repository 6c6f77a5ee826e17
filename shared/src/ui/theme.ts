import { site } from '../config/site';

/**
 * Design tokens every app uses, so pages built by different teams look like one site.
 * Text colours are chosen for at least 4.5:1 contrast on white and on `surfaceMuted`.
 * `primary` is the brand colour (brand.json); a rebrand checks the shades beside it.
 */
export const colors = {
  text: '#0f172a',
  textMuted: '#475569',
  textInverse: '#ffffff',
  primary: site.themeColor,
  primaryHover: '#1e40af',
  primarySoft: '#eff6ff',
  accent: '#0f766e',
  accentSoft: '#f0fdfa',
  surface: '#ffffff',
  surfaceMuted: '#f8fafc',
  surfaceDark: '#0b1220',
  textOnDarkMuted: '#cbd5e1',
  border: '#e2e8f0',
  borderStrong: '#cbd5e1',
  focus: '#2563eb',
  destructive: '#b91c1c',
  destructiveSoft: '#fef2f2',
  success: '#15803d',
} as const;

export const fonts = {
  // System fonts: nothing to download, no layout shift when a web font arrives.
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const shadows = {
  card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
  raised: '0 10px 30px -12px rgba(15, 23, 42, 0.25)',
  header: '0 4px 20px -8px rgba(15, 23, 42, 0.18)',
} as const;

export const layout = {
  maxWidth: '1200px',
  /** Height of the fixed header; pages pad their top by it and scrolling keeps targets below it. */
  headerHeight: '72px',
} as const;

/** A visible focus ring used by every interactive element. */
export const focusRing = `
  outline: 3px solid ${colors.focus};
  outline-offset: 2px;
`;
