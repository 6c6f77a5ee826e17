/**
 * What a journey asks of a browser, in terms every engine's driver can carry out: Playwright
 * for Chromium and Firefox (playwright-visitor.ts), classic WebDriver for WebKit, whose
 * Debian build Playwright cannot drive (webdriver-visitor.ts). A journey written against this
 * runs unchanged in all three engines.
 *
 * Elements are named by a CSS selector and, where the selector alone is ambiguous, the text
 * the visitor reads on them: a string is the whole text (whitespace collapsed), a RegExp a
 * pattern. Only visible elements count. Every wait gives up after the suite's usual 7 s.
 */
export interface Target {
  css: string;
  text?: string | RegExp;
}

export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'F8';

export interface Visitor {
  /** The engine's name, for messages: "chromium", "firefox" or "webkit". */
  readonly engine: string;
  /** Opens a page of the site under test: a path as the URL mode writes it ("/", "/#/about"). */
  open(path: string): Promise<void>;
  /**
   * Sets the size of the page's viewport in CSS pixels, and gives the width the page got: a
   * window has a narrowest size of its own (WebKitGTK's MiniBrowser: 447 px).
   */
  resize(width: number, height: number): Promise<number>;
  /** Waits for the first visible match and clicks it as a pointer would. */
  click(target: Target): Promise<void>;
  /** Presses a key on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Waits until a visible element matches. */
  see(target: Target, message?: string): Promise<void>;
  /** Waits until no visible element matches. */
  seeNo(target: Target, message?: string): Promise<void>;
  /** Waits until the visible matches read exactly these texts, in order. */
  seeTexts(css: string, texts: string[]): Promise<void>;
  /** Whether the focused element matches, now. */
  hasFocus(target: Target): Promise<boolean>;
  /** Waits until the focused element matches. */
  seeFocus(target: Target, message?: string): Promise<void>;
  /** The text of the first visible match, once there is one. */
  textOf(target: Target): Promise<string>;
  /** How many visible elements match, now. */
  count(target: Target): Promise<number>;
  /**
   * Runs `read` in the page, with `arg` if given (JSON-shaped), and returns what it returns, or
   * what the promise it returns resolves to (JSON-shaped): `read` must use nothing outside itself.
   */
  evaluate<T, A = undefined>(read: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** A PNG of what the viewport shows now (the release gate's look check, e2e/journeys/looks/). */
  screenshot(): Promise<Buffer>;
}

export const WAIT_MS = 7_000;

/** Whitespace collapsed, as a visitor reads it. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function describe(target: Target): string {
  if (target.text === undefined) return target.css;
  return `${target.css} reading ${typeof target.text === 'string' ? JSON.stringify(target.text) : String(target.text)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tries `attempt` every 100 ms until it returns a value, for the suite's usual 7 s or
 * `timeoutMs`: what a visitor over classic WebDriver waits with, and the look check. On a
 * timeout the message ends with `lastSeen()`, what the last attempt found, where given.
 */
export async function poll<T>(what: string, attempt: () => Promise<T | undefined>, lastSeen?: () => string, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}${cause}${lastSeen ? `; ${lastSeen()}` : ''}`);
    }
    await sleep(100);
  }
}
