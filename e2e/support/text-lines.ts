import type { Locator } from '@playwright/test';

/** The text of an element as the browser laid it out, one string per rendered line. */
export function renderedLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const last = lines[lines.length - 1];
        if (last && Math.abs(last.top - top) < 2) last.text += text[i];
        else lines.push({ top, text: text[i] });
      }
    }
    return lines.map((line) => line.text.trim());
  });
}
