import { poll } from '../journeys/visitor';
import { webdriverVisitor } from '../journeys/webdriver/webdriver-visitor';
import { expect, test } from '../journeys/webdriver/webkit-test';
import { startSite } from '../support/served-site';

/**
 * seo.spec.ts's test of focus and typed text across the takeover of prerendered HTML, in
 * WebKit. Playwright holds the code back in Chromium and Firefox; WebKit's driver cannot hold
 * requests, so here the servers do: a deployment of its own with the suite's prerendered
 * path-mode pages, whose shell code and remote code arrive when the test says.
 */
test.use({ pageLoadStrategy: 'none' });

interface PageState {
  live: boolean;
  prerendered: number;
  /** The focused element: "footer input[name=email]", "main button <its name>" or its tag. */
  focus: string;
  email: string | null;
}

const STATE = `
  const focused = document.activeElement;
  const email = document.querySelector('footer input[name="email"]');
  const name = (el) => el.getAttribute('aria-label') ?? el.textContent.trim();
  return {
    live: Boolean(document.querySelector('#root[data-live]')),
    prerendered: document.querySelectorAll('main [data-prerendered]').length,
    focus: focused === email && email ? 'footer input[name=email]'
      : focused?.matches('main button') ? 'main button ' + name(focused)
      : String(focused?.tagName).toLowerCase(),
    email: email?.value ?? null,
  };
`;

test(
  "focus and typed text survive the takeover: from the HTML to the shell, and from the HTML's remote page to the live one",
  { tag: ['@engines', '@shell'] },
  async ({ driver }) => {
    // The prerendered path-mode site (global-setup.ts), on servers of its own that can hold requests.
    const site = await startSite({ shellSource: process.env.PATH_SITE_SHELL });
    try {
      const releaseShell = site.hold('shell', (url) => url.pathname.endsWith('.js'));
      const releaseRemotes = site.hold('cdn', () => true);
      const state = () => driver.executeScript<PageState>(STATE);
      const until = (what: string, ok: (s: PageState) => boolean) => {
        let last: PageState | undefined;
        return poll(
          what,
          async () => {
            last = await state();
            return ok(last) ? last : undefined;
          },
          () => `the page: ${JSON.stringify(last)}`,
        );
      };
      const type = (text: string) => driver.actions().sendKeys(text).perform();

      const origin = new URL(site.url()).origin;
      // get() returns as the HTML starts to arrive (pageLoadStrategy none): the load event waits for the held code.
      await driver.get(`${origin}/contact`);
      await webdriverVisitor(driver, origin).click({ css: 'footer input[name="email"]' });
      await type('ada@example.co');
      expect(await state(), 'the shell has not taken over yet: its code is held').toMatchObject({ live: false, email: 'ada@example.co' });

      // The shell's code arrives: React renders the page over the HTML, the remote's code still held.
      releaseShell();
      const taken = await until('the shell takes over the HTML', (s) => s.live && s.focus !== 'body');
      expect(taken).toEqual({ live: true, prerendered: 1, focus: 'footer input[name=email]', email: 'ada@example.co' });
      // The text is React's too: typing on gives the whole address, not a field that starts again.
      await type('m');
      await until('the email field reads ada@example.com', (s) => s.email === 'ada@example.com');

      // The visitor moves on into the page's own content, then the remote's code arrives.
      const name = await driver.executeScript<string>(`
        const button = document.querySelector('main button');
        button.focus();
        return button.getAttribute('aria-label') ?? button.textContent.trim();
      `);
      releaseRemotes();
      const live = await until("the remote's page replaces its HTML, focus on a button of it", (s) => s.prerendered === 0 && s.focus.startsWith('main button'));
      expect(live).toEqual({ live: true, prerendered: 0, focus: `main button ${name}`, email: 'ada@example.com' });
    } finally {
      // Off the site before its servers stop: the page may still be fetching (warming, the
      // toast UI), and its error recorder would see refused requests.
      await driver.get('about:blank').catch(() => undefined);
      await site.close();
    }
  },
);
