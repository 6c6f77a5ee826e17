import type { RemotePage } from '../registry/remote-pages';
import { hintPageScripts, learnPageScripts } from './script-hints';

const contact: RemotePage = { remote: 'contact', module: 'ContactPage', path: '/contact', label: 'Contact' };
const solutions: RemotePage = { remote: 'solutions', module: 'SolutionsPage', path: '/solutions', label: 'Solutions' };

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.href,
    integrity: link.getAttribute('integrity'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

describe('script hints', () => {
  it('asks for nothing before warming has learnt a page', () => {
    hintPageScripts(solutions);
    expect(hints()).toEqual([]);
  });

  it("preloads a page's scripts once, a pinned one as the runtime's script asks for it", () => {
    learnPageScripts(contact, [
      { url: 'https://cdn.example.com/contact/remoteEntry.js', integrity: 'sha384-ZW50cnk=' },
      { url: 'https://cdn.example.com/contact/page.js', integrity: 'sha384-cGFnZQ==' },
    ]);
    learnPageScripts(solutions, [{ url: 'http://localhost:3011/remoteEntry.js' }]);
    hintPageScripts(contact);
    hintPageScripts(contact);
    hintPageScripts(solutions);
    expect(hints()).toEqual([
      { as: 'script', href: 'https://cdn.example.com/contact/remoteEntry.js', integrity: 'sha384-ZW50cnk=', crossorigin: 'anonymous' },
      { as: 'script', href: 'https://cdn.example.com/contact/page.js', integrity: 'sha384-cGFnZQ==', crossorigin: 'anonymous' },
      // Unpinned (the development servers): the runtime's script has no crossorigin either.
      { as: 'script', href: 'http://localhost:3011/remoteEntry.js', integrity: null, crossorigin: null },
    ]);
  });
});
