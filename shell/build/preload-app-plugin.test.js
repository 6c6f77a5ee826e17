const { withAppPreloads } = require('./preload-app-plugin');

const script = (src) => ({ tagName: 'script', voidTag: false, attributes: { defer: true, src } });

describe('withAppPreloads', () => {
  it('preloads the app files, low priority, right after the entry script', () => {
    const notice = { tagName: 'div', voidTag: false, attributes: {}, innerHTML: 'x' };
    const tags = withAppPreloads([script('/main.1.js'), notice], ['/657.2.js', '/app.3.js']);
    expect(tags.map((tag) => [tag.tagName, tag.attributes])).toEqual([
      ['script', { defer: true, src: '/main.1.js' }],
      ['link', { rel: 'preload', as: 'script', href: '/657.2.js', fetchpriority: 'low' }],
      ['link', { rel: 'preload', as: 'script', href: '/app.3.js', fetchpriority: 'low' }],
      ['div', {}],
    ]);
  });

  it('fails the build when there is no entry script, rather than preloading into nothing', () => {
    expect(() => withAppPreloads([], ['/app.3.js'])).toThrow(/no entry script/);
  });
});
