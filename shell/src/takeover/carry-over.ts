import { elementSignature as signature, INTERACTIVE } from '@site/shared/src/stable-markup';

/**
 * Taking over prerendered HTML replaces (or, for a remote page, moves) nodes a visitor may be
 * using already: the link or button they tabbed to loses focus, a field loses what they typed.
 * `carryOver` gives both to the matching element of the new DOM. Elements match by what they
 * are (tag, name, type, href, text: shared/src/stable-markup.ts, which the remote page
 * contract holds pages to) and their order among elements alike, so the same page
 * rendered again matches, and a page that changed (HTML from an older remote version) simply
 * finds no match and is left alone.
 */

const TEXT_INPUT_TYPES = new Set(['text', 'email', 'search', 'tel', 'url', 'number']);

/**
 * The element the visitor last focused, unless they since let go of it. Losing focus because
 * the takeover removed or moved the element does not count as letting go: Chromium then fires
 * focusout while the element is still in place, Firefox and Safari fire nothing, and in both
 * cases the takeover runs before the check below.
 */
let lastFocused: Element | null = null;

/** Called once at startup, before React renders over the HTML. */
export function watchFocusLoss(doc: Document = document): void {
  // The visitor may have focused something in the HTML's page before this code arrived.
  if (doc.activeElement && doc.activeElement !== doc.body) lastFocused = doc.activeElement;
  doc.addEventListener('focusin', (event) => {
    lastFocused = event.target as Element;
  });
  doc.addEventListener('focusout', (event) => {
    const element = event.target as Element;
    // A blur the visitor caused (a click on the page, Escape) leaves the element where it was,
    // unfocused. (When the window loses focus, the element stays the active one.)
    queueMicrotask(() => {
      if (lastFocused === element && element.isConnected && doc.activeElement !== element) lastFocused = null;
    });
  });
}

/**
 * The elements a visitor can focus or type into, in document order. Taken before the takeover:
 * by the time it is done, some of them have been moved out of the nodes they were in.
 */
export function interactiveElements(scope: readonly Node[]): Element[] {
  return scope.flatMap((node) =>
    node instanceof Element ? [...(node.matches(INTERACTIVE) ? [node] : []), ...node.querySelectorAll(INTERACTIVE)] : [],
  );
}

/** The element of `after` that is to `element` what it was in `before`: same signature, same place among its likes. */
function counterpart(element: Element, before: Element[], after: Element[]): Element | undefined {
  const sig = signature(element);
  const index = before.filter((e) => signature(e) === sig).indexOf(element);
  return after.filter((e) => signature(e) === sig)[index];
}

function isTextField(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  return element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type));
}

/**
 * Gives a React-controlled field the text the visitor typed, as typing would: React keeps
 * track of the value it last saw on the node and ignores an input event that does not change
 * it, so the value is set with the prototype's setter, past that tracking, then announced with
 * an input event (the approach React's maintainers give in facebook/react#10135).
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * After `before` (interactiveElements of the HTML's nodes, now replaced or moved) was taken
 * over by the DOM in `after`: the text typed into its fields goes into their counterparts, and
 * if the takeover took the focus from one of them, its counterpart gets it (without scrolling).
 */
export function carryOver(before: readonly Element[], after: ParentNode): void {
  const old = [...before];
  if (!old.length) return;
  const current = interactiveElements([...after.childNodes]);
  for (const field of old.filter(isTextField)) {
    if (field.value === field.defaultValue) continue;
    const twin = counterpart(field, old, current);
    if (twin && twin !== field && isTextField(twin) && twin.value !== field.value) typeInto(twin, field.value);
  }
  const lost = lastFocused;
  const focusIsFree = !document.activeElement || document.activeElement === document.body;
  if (!lost || !focusIsFree || !old.includes(lost)) return;
  const twin = counterpart(lost, old, current);
  if (twin instanceof HTMLElement || twin instanceof SVGElement) twin.focus({ preventScroll: true });
}
