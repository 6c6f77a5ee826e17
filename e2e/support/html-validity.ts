import type { WarningAllowance } from './html-checker';

/** One route of each kind the site has, as in-app paths (both URL modes use these). */
export const VALIDATED_ROUTES = [
  '/',
  '/benefits',
  '/about',
  '/solutions',
  '/resources',
  '/resources/blog/crm-for-small-business-growth-a-practical-starter-guide',
  '/contact',
  '/no-such-page',
];

/** The checker's warnings the site keeps, each with the reason it is right here. */
export const HTML_WARNINGS_ALLOWED: WarningAllowance[] = [
  {
    message: /^The “list” role is unnecessary for element “(ol|ul)”\.$/,
    reason:
      'Safari drops the list semantics of a list styled with list-style: none; role="list" gives them back to ' +
      'VoiceOver users (the numbered "why partner with us" points, ordered card grids, the solution cards).',
  },
  {
    message: /^This document has heading elements but none of them has a computed heading level of 1\.$/,
    documents: /^(hash mode index\.html|path mode .* \(as served\))/,
    reason:
      "The served HTML holds only the site's frame (header and footer) and the page's h1 arrives with the page. " +
      'In hash mode that is how it stays: the server cannot know the route (it is after the #).',
  },
  {
    message: /^This document has heading elements but none of them has a computed heading level of 1\.$/,
    documents: /while its remote loads/,
    reason:
      "A remote page's loading skeleton stands in for a heading it does not know yet; its status message " +
      '("Loading Contact…") says what is coming, and the page brings its h1.',
  },
];
