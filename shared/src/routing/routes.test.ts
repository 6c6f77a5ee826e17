import { matchRoute, paths } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/solutions', 'solutions'],
    ['/benefits', 'benefits'],
    ['/about', 'about'],
    ['/resources', 'resources'],
    ['/contact', 'contact'],
    ['/nope', 'notFound'],
    ['/resources/blog', 'notFound'],
    ['/resources/blog/a/b', 'notFound'],
  ])('%s is %s', (path, name) => {
    expect(matchRoute(path).name).toBe(name);
  });

  it('extracts article params (any type: the resources remote decides)', () => {
    expect(matchRoute('/resources/casestudy/how-we-did-it')).toEqual({
      name: 'article',
      params: { type: 'casestudy', slug: 'how-we-did-it' },
    });
  });
});

describe('paths', () => {
  it('builds targets that match their own routes', () => {
    expect(matchRoute(paths.article.getTarget('blog', 'x')).name).toBe('article');
    expect(paths.solutions.getTarget('sales')).toBe('/solutions#sales');
    expect(paths.resources.getTarget()).toBe('/resources');
  });
});
