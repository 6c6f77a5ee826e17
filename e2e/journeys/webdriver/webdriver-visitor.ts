import { Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver';
import { describe, normalise, poll, type Key, type Target, type Visitor } from '../visitor';

/**
 * The journeys' visitor over classic WebDriver, for Debian's WebKitGTK (WebKitWebDriver and
 * its MiniBrowser), which Playwright cannot drive: its WebKit is a patched build of its own.
 * Elements are found in the page by one script per poll, with the rules of Playwright's
 * locators (visible means a non-empty box and not visibility: hidden); clicks and keys are
 * WebDriver's real input actions.
 */
export interface WebDriverVisitor extends Visitor {
  /**
   * Uncaught errors, unhandled rejections and console.error calls since the last open():
   * classic WebDriver has no console log in WebKitGTK, so the page records them itself from
   * the moment open() returns (what the first page's own scripts did before that is not seen).
   */
  errors(): Promise<string[]>;
}

/** Runs in the page: the visible elements that match, in document order. */
const FIND = `
  const find = (css, source, flags, exact) => {
    const text = (el) => el.textContent.replace(/\\s+/g, ' ').trim();
    const visible = (el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const pattern = source === null ? null : new RegExp(source, flags);
    return [...document.querySelectorAll(css)].filter((el) =>
      visible(el) && (exact !== null ? text(el) === exact : pattern === null || pattern.test(text(el))));
  };
`;

/**
 * Runs in the page: whether the element keeps its box for two frames. WebDriver clicks where
 * the element is, without Playwright's wait for it to stop moving (a page sliding in).
 */
const STABLE = `
  const [element, done] = arguments;
  const box = () => JSON.stringify(element.getBoundingClientRect());
  const before = box();
  requestAnimationFrame(() => requestAnimationFrame(() => done(box() === before)));
`;

const RECORD_ERRORS = `
  if (!window.__journeyErrors) {
    const errors = (window.__journeyErrors = []);
    addEventListener('error', (event) => errors.push('pageerror: ' + event.message));
    addEventListener('unhandledrejection', (event) => errors.push('pageerror: ' + String(event.reason)));
    const consoleError = console.error.bind(console);
    console.error = (...args) => {
      errors.push('console.error: ' + args.map(String).join(' '));
      consoleError(...args);
    };
  }
`;

const KEYS: Record<Key, string[]> = {
  Tab: [Keys.TAB],
  'Shift+Tab': [Keys.SHIFT, Keys.TAB],
  Enter: [Keys.ENTER],
  Escape: [Keys.ESCAPE],
  F8: [Keys.F8],
};

export function webdriverVisitor(driver: WebDriver, base: string): WebDriverVisitor {
  const run = <T>(body: string, { css, text }: Target): Promise<T> =>
    driver.executeScript(
      `${FIND} ${body}`,
      css,
      text instanceof RegExp ? text.source : null,
      text instanceof RegExp ? text.flags : '',
      typeof text === 'string' ? normalise(text) : null,
    );
  const find = (target: Target) => run<WebElement[]>('return find(...arguments);', target);
  return {
    engine: 'webkit',
    async open(path) {
      await driver.get(`${base}${path}`);
      await driver.executeScript(RECORD_ERRORS);
    },
    async resize(width, height) {
      // WebDriver sizes the window, the page's viewport and the browser's frame around it. The
      // frame is measured first, and the window is given the page's size plus it;
      // WebDriver answers with the size the window took, at its narrowest when asked narrower
      // (WebKitGTK's MiniBrowser: 447 px here). The page reads its size a moment after the window
      // takes it, so that size is waited for: read too soon, the old size made a window one
      // toolbar too short (a look check's two sides 862 and 900 px tall).
      const inner = () => driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
      const rect = await driver.manage().window().getRect();
      const [innerWidth, innerHeight] = await inner();
      const frame = { width: rect.width - innerWidth, height: rect.height - innerHeight };
      const took = await driver.manage().window().setRect({ width: width + frame.width, height: height + frame.height });
      const page = { width: took.width - frame.width, height: took.height - frame.height };
      let seen = '';
      return poll(
        `the page is ${page.width} x ${page.height} px`,
        async () => {
          const [w, h] = await inner();
          seen = `${w} x ${h}`;
          return w === page.width && h === page.height ? w : undefined;
        },
        () => `it is ${seen} (asked for ${width} x ${height})`,
      );
    },
    async click(target) {
      await poll(`${describe(target)} can be clicked`, async () => {
        const [element] = await find(target);
        if (!element || !(await driver.executeAsyncScript<boolean>(STABLE, element))) return undefined;
        await element.click();
        return true;
      });
    },
    async press(key) {
      const keys = KEYS[key];
      const actions = driver.actions();
      for (const k of keys) actions.keyDown(k);
      for (const k of [...keys].reverse()) actions.keyUp(k);
      await actions.perform();
    },
    async see(target, message) {
      await poll(message ?? `${describe(target)} is shown`, async () => ((await find(target)).length > 0 ? true : undefined));
    },
    async seeNo(target, message) {
      await poll(message ?? `${describe(target)} is not shown`, async () => ((await find(target)).length === 0 ? true : undefined));
    },
    async seeTexts(css, texts) {
      let seen: string[] = [];
      await poll(
        `${css} reads ${JSON.stringify(texts)}`,
        async () => {
          seen = (await run<string[]>('return find(...arguments).map((el) => el.textContent);', { css })).map(normalise);
          return JSON.stringify(seen) === JSON.stringify(texts) ? true : undefined;
        },
        () => `it read ${JSON.stringify(seen)}`,
      );
    },
    async hasFocus(target) {
      return run<boolean>('return find(...arguments).includes(document.activeElement);', target);
    },
    async seeFocus(target, message) {
      await poll(message ?? `${describe(target)} has focus`, async () => ((await this.hasFocus(target)) ? true : undefined));
    },
    async textOf(target) {
      const element = await poll(`${describe(target)} is shown`, async () => (await find(target))[0]);
      return driver.executeScript<string>('return arguments[0].textContent', element);
    },
    async count(target) {
      return (await find(target)).length;
    },
    evaluate(read, arg) {
      // selenium-webdriver sends a function's source, run as `return (read).apply(null, arguments)`;
      // WebDriver waits for a promise the script returns (W3C WebDriver, "Execute Script").
      return driver.executeScript(read, arg);
    },
    async screenshot() {
      return Buffer.from(await driver.takeScreenshot(), 'base64');
    },
    async errors() {
      return driver.executeScript<string[]>('return window.__journeyErrors ?? []');
    },
  };
}
