/**
 * How the takeover tells a page's links, buttons and fields apart when it carries focus and
 * typing over to the live page (shell/src/takeover/carry-over.ts), and so what the rule
 * stable-markup (contract.ts) compares: its checkers (shared/testing/remote-page-contract.tsx in
 * jsdom, e2e/contract/remote-contract.spec.ts in the browser) read elements exactly as the takeover does.
 * Not exported by @site/shared: only the shell runs it, importing this file by its path, so it
 * is no part of what a remote is built against.
 */

/** What a visitor can focus or type into. */
export const INTERACTIVE = 'a[href], button, input, textarea, select, summary, [tabindex]';

/**
 * An element by what it is: tag, name, type, href and text. Ids are left out: React's `useId`
 * numbers them by render order, which the takeover need not repeat.
 * It refers to nothing outside its own body, because the browser suite runs it in the page,
 * and Playwright sends a function's source there, not its closure.
 */
export function elementSignature(element: Element): string {
  const text = element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 80) ?? '';
  // JSON keeps the parts apart (no name passes for a type) and reads plainly in a failure.
  return JSON.stringify([element.tagName, element.getAttribute('name'), element.getAttribute('type'), element.getAttribute('href'), text]);
}
