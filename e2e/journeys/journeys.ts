import type { Target, Visitor } from './visitor';

/**
 * The site's cross-remote journeys, read-only, as a visitor takes them: every one starts at the
 * home page once the app is live (plan.ts) and moves by links, so it runs against any deployment in either URL mode, and in
 * every engine (visitor.ts). Used by `npm run smoke`, by the release gate (one remote's
 * journeys, its candidate previewed) and by the browser suite.
 */

export type Journey = (visitor: Visitor) => Promise<void>;

const heading = (text?: string | RegExp): Target => ({ css: 'main h1', text });
const headerLink = (text: string): Target => ({ css: 'header a', text });
const toast = (text: RegExp): Target => ({ css: '[data-testid="toast"]', text });

/** The shell's own pages, its footer and its toasts. */
async function shellJourney(v: Visitor) {
  await v.see(heading());
  await v.click(headerLink('Benefits'));
  await v.see(heading('Why Choose Us'));
  await v.click(headerLink('About'));
  // The About page itself: the page left stays on screen for its 0.3 s exit, and a footer
  // link scrolled into view on it moves when the new page replaces it.
  await v.see({ css: 'main [data-route-path="/about"] h1' });
  await v.click({ css: 'footer a', text: 'Industry Insights' });
  await v.see(toast(/Industry Insights Coming Soon!/));
}

/** The catalogue: a category, and a solution's Learn More raising the shell's toast. */
async function solutionsJourney(v: Visitor) {
  await v.click(headerLink('Solutions'));
  await v.see(heading('Cloud Solutions'));
  const results = '[data-testid="solutions-results"]';
  await v.see({ css: `${results} article` });
  await v.click({ css: 'main nav a', text: 'Sales' });
  await v.seeTexts(`${results} section > div > h2`, ['Sales']);
  const name = (await v.textOf({ css: `${results} article h3` })).trim();
  await v.click({ css: `${results} article button[aria-label="Learn more about ${name}"]` });
  await v.see(toast(new RegExp(`More Info on ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
}

/** The Knowledge Hub, an article, and back. */
async function resourcesJourney(v: Visitor) {
  await v.click(headerLink('Resources'));
  await v.see(heading('Knowledge Hub'));
  await v.click({ css: 'main a[href*="/resources/blog/"]' });
  await v.see({ css: 'main *', text: 'Blog Post' });
  await v.see({ css: 'main *', text: /^Published on / });
  // Its body came: the page keeps the body's place marked busy until its file is in, whatever
  // the post's shape (a post may have no headings at all).
  await v.see({ css: 'main article h1' });
  await v.seeNo({ css: 'main [aria-busy="true"]' }, "the article's body did not arrive");
  await v.click({ css: 'main a', text: 'Back to Resources' });
  await v.see(heading('Knowledge Hub'));
}

/** The contact details, reached from the header's call to action. */
async function contactJourney(v: Visitor) {
  await v.click(headerLink('Contact Us'));
  // The remote's own page, whatever its heading says, and not the shell's fallback.
  await v.see({ css: 'main [data-route-path="/contact"] h1' });
  await v.seeNo({ css: '[data-testid="remote-unavailable"]' }, 'the shell showed its "unavailable" fallback instead of the page');
  await v.see({ css: 'main a[href^="mailto:"]' });
  await v.see({ css: 'main a[href^="tel:"]' });
  await v.see({ css: 'main *', text: /Hyderabad, India/ });
}

/** Journeys by the app they exercise: a release gate runs its remote's. */
export const journeys: Record<string, Journey> = {
  shell: shellJourney,
  solutions: solutionsJourney,
  resources: resourcesJourney,
  contact: contactJourney,
};

/**
 * A remote's pages, reached by the header links its declaration gives them (remote-<name>/pages.json,
 * "nav"): each one its remote's page with a main heading, not the shell's fallback. The release
 * gate takes it for the pages a candidate declares, so a page or a whole area the release adds is
 * visited before visitors get it, with no journey written for it yet.
 */
export function headerLinksJourney(links: ReadonlyArray<{ label: string; path: string }>): Journey {
  return async (v) => {
    for (const { label, path } of links) {
      await v.click(headerLink(label));
      await v.see({ css: `main [data-route-path="${path}"] h1` }, `the "${label}" link shows its page's heading`);
      await v.seeNo({ css: '[data-testid="remote-unavailable"]' }, `the shell showed its "unavailable" fallback for ${path}`);
    }
  };
}

/**
 * The keyboard's journeys: where engines differ most (focus order, focus on click, which
 * events fire), so the browser suite runs them in every engine beside the journeys above.
 */
export const keyboardJourneys: Record<string, Journey> = {
  /** The skip link is the first tab stop and takes focus into <main>; the next Tab stays there. */
  async 'skip link'(v) {
    await v.see(heading());
    await v.press('Tab');
    await v.seeFocus({ css: 'a', text: 'Skip to main content' });
    await v.press('Enter');
    await v.seeFocus({ css: 'main' });
    await v.press('Tab');
    await v.seeFocus({ css: 'main *' }, 'the Tab after the skip link stays in the page content');
  },

  /** A navigation moves focus to the new page's heading. */
  async 'route focus'(v) {
    await v.see(heading());
    await v.click(headerLink('Contact Us'));
    await v.seeFocus(heading(), "focus is on the new page's heading");
    await v.see({ css: '[data-testid="route-announcer"]', text: 'Contact Us' });
  },

  /** On a phone-sized window: the menu opened by Enter, walked with Tab, closed with Escape. */
  async 'mobile menu'(v) {
    await v.resize(390, 844);
    await v.see({ css: 'header button[aria-label="Open menu"]' });
    for (let i = 0; i < 8 && !(await v.hasFocus({ css: 'header button[aria-label="Open menu"]' })); i += 1) await v.press('Tab');
    await v.seeFocus({ css: 'header button[aria-label="Open menu"]' }, 'Tab reaches the menu toggle');
    await v.press('Enter');
    // The menu is the header's <nav> with an id, the one the toggle's aria-controls names.
    await v.see({ css: 'header nav[id] a', text: 'Solutions' });
    await v.seeFocus({ css: 'header button[aria-label="Close menu"]' });
    await v.press('Tab');
    await v.seeFocus({ css: 'header nav[id] a' }, "the next Tab goes into the menu's links");
    await v.press('Escape');
    await v.seeNo({ css: 'header nav[id]' });
    await v.seeFocus({ css: 'header button[aria-label="Open menu"]' }, 'Escape returns focus to the toggle');
  },

  /** A toast's close button, reached from the keyboard: F8, Tab, Enter. */
  async 'toast close'(v) {
    await v.click({ css: 'footer a', text: 'Industry Insights' });
    await v.see(toast(/Industry Insights Coming Soon!/));
    await v.press('F8');
    for (let i = 0; i < 4 && !(await v.hasFocus({ css: 'button[aria-label="Close notification"]' })); i += 1) await v.press('Tab');
    await v.seeFocus({ css: 'button[aria-label="Close notification"]' }, 'F8 then Tab reach the close button');
    await v.press('Enter');
    await v.seeNo(toast(/Industry Insights/));
  },
};
