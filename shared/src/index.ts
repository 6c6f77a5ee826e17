export { site, telHref } from './config/site';
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
export { fromUrl, type UrlMode } from './routing/location';
export { paths, matchRoute, type RouteMatch, type RouteName, type ResourceType } from './routing/routes';
export { siteStore, useSiteStore, toast, navigate } from './store/site-store';
export { TOAST_DEFAULT_DURATION_MS, type ToastInput } from './store/toast-slice';
export { CONTRACT_VERSION, isCompatibleContract, type RemotePageModule } from './contract';
export { colors, fonts, breakpoints, mq, radii, shadows, layout, focusRing } from './ui/theme';
export { Link } from './ui/Link';
export { Container, Button, ButtonLink, Card, Badge, PageSection, SectionHeading, IconTile } from './ui/primitives';
export { Eyebrow } from './ui/Eyebrow';
export { Panel } from './ui/Panel';
export { withoutStyleProps } from './ui/style-props';
export { navLinkStates } from './ui/nav-link';
export { VisuallyHidden, visuallyHidden } from './ui/visually-hidden';
export { declaredHead, useDeclaredHead, useDocumentMeta, type PageDeclarations } from './ui/useDocumentMeta';
export { StandaloneHost } from './ui/StandaloneHost';
