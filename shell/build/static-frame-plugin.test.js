const { injectFrame } = require('./static-frame-plugin');

describe('injectFrame', () => {
  const frame = { styles: '<style data-emotion="css abc">.css-abc{color:red}</style>', html: '<header>Frame</header>' };

  it('puts the frame inside the empty #root and its styles at the end of the head', () => {
    const html =
      '<head><title>x</title></head><body><noscript>x</noscript><div id="root"></div><script defer src="/main.js"></script></body>';
    expect(injectFrame(html, frame)).toBe(
      '<head><title>x</title><style data-emotion="css abc">.css-abc{color:red}</style></head>' +
        '<body><noscript>x</noscript><div id="root"><header>Frame</header></div><script defer src="/main.js"></script></body>',
    );
  });

  it('fails the build when index.html has no empty #root or no head, rather than shipping no frame', () => {
    expect(() => injectFrame('<head></head><div id="app"></div>', frame)).toThrow(/no empty <div id="root"><\/div>/);
    expect(() => injectFrame('<div id="root"></div>', frame)).toThrow(/no <\/head>/);
  });
});
