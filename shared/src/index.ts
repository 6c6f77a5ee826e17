export { site, telHref, type SiteConfig } from './config/site';
export {
  categories,
  CATEGORY_KEYS,
  FOOTER_CATEGORY_KEYS,
  ALL_CATEGORIES_KEY,
  ALL_CATEGORIES_NAME,
  ALL_CATEGORIES_ICON,
  getCategory,
  isCategoryKey,
  type CategoryKey,
  type SolutionCategory,
} from './content/categories';
export {
  fromUrl,
  toHref,
  parseTarget,
  formatTarget,
  normalizePath,
  safeDecode,
  type AppLocation,
  type UrlMode,
} from './routing/location';
export { paths, matchRoute, type RouteMatch, type RouteName, type ResourceType } from './routing/routes';
export { siteStore, useSiteStore, toast, navigate, type SiteState } from './store/site-store';
export {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './store/toast-slice';
export type { NavigateOptions } from './store/navigation-slice';
export { CONTRACT_VERSION, contractMajor, isCompatibleContract, type RemotePageModule } from './contract';
export { colors, fonts, breakpoints, mq, radii, shadows, layout, focusRing } from './ui/theme';
export { Link, type LinkProps } from './ui/Link';
export {
  Container,
  Button,
  ButtonLink,
  buttonStyles,
  Card,
  Badge,
  PageSection,
  SectionHeading,
  IconTile,
  type ButtonVariant,
  type SectionHeadingProps,
} from './ui/primitives';
export { Eyebrow, type EyebrowProps, type EyebrowSize, type EyebrowTone } from './ui/Eyebrow';
export { Panel, type PanelProps } from './ui/Panel';
export { withoutStyleProps } from './ui/style-props';
export { navLinkStates } from './ui/nav-link';
export { VisuallyHidden, visuallyHidden } from './ui/visually-hidden';
export { useDocumentMeta, formatTitle } from './ui/useDocumentMeta';
export { StandaloneHost } from './ui/StandaloneHost';
