const { injectFrame } = require('./static-frame-plugin');

describe('injectFrame', () => {
  it('puts the frame inside the empty #root', () => {
    const html = '<body><noscript>x</noscript><div id="root"></div><script defer src="/main.js"></script></body>';
    expect(injectFrame(html, '<header>Frame</header>')).toBe(
      '<body><noscript>x</noscript><div id="root"><header>Frame</header></div><script defer src="/main.js"></script></body>',
    );
  });

  it('fails the build when index.html has no empty #root, rather than shipping no frame', () => {
    expect(() => injectFrame('<div id="app"></div>', '<header></header>')).toThrow(/no empty <div id="root"><\/div>/);
  });
});
