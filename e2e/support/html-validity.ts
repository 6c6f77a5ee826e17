import { articles } from './content';
import { declaredRoutes } from './declared-routes';
import { checkHtml, unexpectedMessages, type CheckerGap, type CheckerMessage, type HtmlDocument, type WarningAllowance } from './html-checker';

/**
 * Every page the site declares (declared-routes.ts), an article and a list's page for the
 * patterns' pages, and the not-found page, as in-app paths (both URL modes use these).
 */
export const VALIDATED_ROUTES = [...declaredRoutes(), articles()[0].path, '/resources/blog/page/1', '/no-such-page'];

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
    documents: /^hash mode index\.html/,
    reason:
      "In hash mode the server cannot know the route (it is after the #), so the served index.html holds only " +
      "the site's frame (header and footer); the page's h1 arrives with the page. Path mode serves each page's content.",
  },
  {
    message: /^This document has heading elements but none of them has a computed heading level of 1\.$/,
    documents: /while its remote loads/,
    reason:
      "A remote page's loading skeleton stands in for a heading it does not know yet; its status message " +
      '("Loading Contact…") says what is coming, and the page brings its h1.',
  },
];

/**
 * The checker's CSS grammar lags behind CSS: these rules are valid, and only the styles a
 * prerendered page carries (serialised by the browser) show them to it.
 */
export const CHECKER_CSS_GAPS: CheckerGap[] = [
  {
    message: /^CSS: “animation-(timeline|range)”: Property “animation-(timeline|range)” doesn't exist\.$/,
    reason: 'Scroll-driven animations (CSS Animations Level 2 / Scroll-driven Animations), used by the cards\' scroll reveal.',
  },
  {
    message: /^CSS: “animation-duration”: “auto” is not a “animation-duration” value\.$/,
    reason: 'CSS Animations Level 2 defines animation-duration: auto (the browser writes it for a scroll-driven animation).',
  },
  {
    message: /^CSS: “animation”: “none” is not a “animation” value\.$/,
    reason: 'animation: none is valid (CSS Animations Level 1); reduced-motion rules use it.',
  },
];

/**
 * The site's HTML check over the documents a test collects: each is sent to the checker as it is
 * added, so the checker (its JVM's start, about 5 s on two cores, then each document) works while
 * the test loads the next page. `problems()` is what fails the check (none when every document
 * is valid), one line each, in the order the documents were added.
 */
export function htmlCheck() {
  const checks: Promise<CheckerMessage[]>[] = [];
  return {
    add(document: HtmlDocument): void {
      const check = checkHtml([document]);
      // Awaited by problems(), which reports a failure; this keeps it from counting as unhandled meanwhile.
      check.catch(() => undefined);
      checks.push(check);
    },
    async problems(): Promise<string[]> {
      return unexpectedMessages((await Promise.all(checks)).flat(), HTML_WARNINGS_ALLOWED, CHECKER_CSS_GAPS);
    },
  };
}
