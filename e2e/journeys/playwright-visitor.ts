import { expect, type Locator, type Page } from '@playwright/test';
import { describe, WAIT_MS, type Key, type Target, type Visitor } from './visitor';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The journeys' visitor in an engine Playwright drives: Chromium, and Firefox over WebDriver BiDi. */
export function playwrightVisitor(page: Page, base = ''): Visitor {
  const locate = ({ css, text }: Target): Locator => {
    const visible = page.locator(css).filter({ visible: true });
    if (text === undefined) return visible;
    return visible.filter({ hasText: typeof text === 'string' ? new RegExp(`^\\s*${escape(text).replace(/ /g, '\\s+')}\\s*$`) : text });
  };
  return {
    engine: page.context().browser()?.browserType().name() ?? 'unknown',
    async open(path) {
      await page.goto(`${base}${path}`);
    },
    async resize(width, height) {
      await page.setViewportSize({ width, height });
      return width;
    },
    async click(target) {
      await locate(target).first().click({ timeout: WAIT_MS });
    },
    async press(key: Key) {
      await page.keyboard.press(key);
    },
    async see(target, message) {
      await expect(locate(target).first(), message ?? `${describe(target)} is shown`).toBeVisible({ timeout: WAIT_MS });
    },
    async seeNo(target, message) {
      await expect(locate(target), message ?? `${describe(target)} is not shown`).toHaveCount(0, { timeout: WAIT_MS });
    },
    async seeTexts(css, texts) {
      await expect(page.locator(css).filter({ visible: true })).toHaveText(texts, { timeout: WAIT_MS });
    },
    async hasFocus(target) {
      return (await locate(target).and(page.locator(':focus')).count()) > 0;
    },
    async seeFocus(target, message) {
      await expect(locate(target).and(page.locator(':focus')), message ?? `${describe(target)} has focus`).toHaveCount(1, { timeout: WAIT_MS });
    },
    async textOf(target) {
      return (await locate(target).first().textContent({ timeout: WAIT_MS })) ?? '';
    },
    async count(target) {
      return locate(target).count();
    },
    evaluate(read, arg) {
      return page.evaluate(read, arg as never);
    },
    screenshot() {
      return page.screenshot();
    },
  };
}
