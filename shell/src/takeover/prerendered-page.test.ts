import { forgetPrerenderedPage, keepPrerenderedPage, prerenderedNodes } from './prerendered-page';

function rootWith(routePath: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<header>Site</header><main><div data-route-path="${routePath}"><h1>Contact</h1><p>Write to us</p></div></main>`;
  return root;
}

describe('the content a page’s HTML brought', () => {
  it('is kept for the page it belongs to, as the very nodes (not copies), left in place', () => {
    const root = rootWith('/contact');
    const container = root.querySelector('[data-route-path]')!;
    const [heading, text] = [...container.childNodes];
    keepPrerenderedPage(root, '/contact');
    expect(prerenderedNodes('/contact')).toEqual([heading, text]);
    expect(prerenderedNodes('/contact')![0]).toBe(heading);
    expect(heading.parentNode).toBe(container);
  });

  it('is not offered to another page', () => {
    keepPrerenderedPage(rootWith('/contact'), '/contact');
    expect(prerenderedNodes('/solutions')).toBeNull();
  });

  it('is not kept when the HTML holds another page, or no page at all (hash mode, the static frame)', () => {
    keepPrerenderedPage(rootWith('/'), '/contact');
    expect(prerenderedNodes('/contact')).toBeNull();
    const frameOnly = document.createElement('div');
    frameOnly.innerHTML = '<div data-static-frame><header>Site</header><main></main></div>';
    keepPrerenderedPage(frameOnly, '/contact');
    expect(prerenderedNodes('/contact')).toBeNull();
  });
});

describe('once the live page has replaced it', () => {
  it('is not offered again', () => {
    keepPrerenderedPage(rootWith('/contact'), '/contact');
    forgetPrerenderedPage();
    expect(prerenderedNodes('/contact')).toBeNull();
  });
});
