import { carryOver, interactiveElements, watchFocusLoss } from './carry-over';

watchFocusLoss();

const PAGE = `
  <a href="/solutions" id="r1">Solutions</a>
  <button type="button">Copy</button>
  <button type="button">Copy</button>
  <form><input name="email" type="email" value="" /></form>`;

/**
 * Browsers blur a focused element as they remove or move it, in the same task (Chromium fires
 * focusout then); jsdom does not, so the tests do it where the browser would.
 */
function blurAsRemoved(scope: Element) {
  if (document.activeElement instanceof HTMLElement && scope.contains(document.activeElement)) document.activeElement.blur();
}

/** The HTML's page in the document, and a freshly rendered copy of it (what React's commit puts in its place). */
function pageAndRender(rendered = PAGE) {
  const root = document.createElement('div');
  root.innerHTML = PAGE;
  document.body.replaceChildren(root);
  const before = interactiveElements([...root.childNodes]);
  const takeOver = () => {
    const next = document.createElement('div');
    next.innerHTML = rendered;
    blurAsRemoved(root);
    root.replaceWith(next);
    return next;
  };
  return { root, before, takeOver };
}

describe('carrying the visitor over from the HTML’s page to the live one', () => {
  it('gives a field’s typed text to its counterpart, announced as input, whatever id React gave it', () => {
    const { root, before, takeOver } = pageAndRender(PAGE.replace('name="email"', 'name="email" id="_r_2_"'));
    root.querySelector('input')!.value = 'ada@example.com';
    const next = takeOver();
    const field = next.querySelector('input')!;
    const typed: string[] = [];
    field.addEventListener('input', () => typed.push(field.value));
    carryOver(before, next);
    expect(field.value).toBe('ada@example.com');
    expect(typed).toEqual(['ada@example.com']);
  });

  it('leaves untouched fields alone', () => {
    const { before, takeOver } = pageAndRender();
    const next = takeOver();
    const field = next.querySelector('input')!;
    const events = jest.fn();
    field.addEventListener('input', events);
    carryOver(before, next);
    expect(events).not.toHaveBeenCalled();
  });

  it('gives the focus the takeover took to the matching element: the second of two alike is the second', () => {
    const { root, before, takeOver } = pageAndRender();
    root.querySelectorAll('button')[1].focus();
    const next = takeOver();
    expect(document.activeElement).toBe(document.body);
    carryOver(before, next);
    expect(document.activeElement).toBe(next.querySelectorAll('button')[1]);
  });

  it('gives back the focus of an element that was moved rather than replaced', () => {
    const { root, before } = pageAndRender();
    const link = root.querySelector('a')!;
    link.focus();
    const holder = document.createElement('div');
    document.body.append(holder);
    blurAsRemoved(root);
    holder.replaceChildren(...root.childNodes);
    expect(document.activeElement).toBe(document.body);
    carryOver(before, holder);
    expect(document.activeElement).toBe(link);
  });

  it('gives the focus back where removing an element fires no focusout (Firefox, Safari)', () => {
    const { root, before } = pageAndRender();
    root.querySelector('a')!.focus();
    const next = document.createElement('div');
    next.innerHTML = PAGE;
    root.replaceWith(next);
    carryOver(before, next);
    expect(document.activeElement).toBe(next.querySelector('a'));
  });

  it('does not take the focus back for a blur the visitor caused before the takeover', async () => {
    const { root, before, takeOver } = pageAndRender();
    const link = root.querySelector('a')!;
    link.focus();
    link.blur();
    await Promise.resolve();
    const next = takeOver();
    carryOver(before, next);
    expect(document.activeElement).toBe(document.body);
  });

  it('matches nothing on a page that changed (HTML from an older version), and changes nothing', () => {
    const { root, before, takeOver } = pageAndRender(`<a href="/pricing">Pricing</a><form><input name="phone" type="tel" /></form>`);
    root.querySelector('a')!.focus();
    root.querySelector('input')!.value = 'ada@example.com';
    const next = takeOver();
    carryOver(before, next);
    expect(document.activeElement).toBe(document.body);
    expect(next.querySelector('input')!.value).toBe('');
  });
});
