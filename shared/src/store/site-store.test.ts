import { siteStore, toast } from './site-store';

describe('toast slice', () => {
  beforeEach(() => siteStore.setState({ toast: null }));

  it('shows a toast with the spec defaults', () => {
    const id = toast({ title: 'Hello' });
    expect(siteStore.getState().toast).toEqual({
      id,
      title: 'Hello',
      description: '',
      variant: 'default',
      // docs/SPEC.md, sections 2.3 and 8.
      duration: 5000,
      open: true,
    });
  });

  it('keeps only one toast: a new one replaces the previous', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect(second).not.toBe(first);
    expect(siteStore.getState().toast).toMatchObject({ id: second, title: 'Second', variant: 'destructive' });
  });

  it('dismisses only the toast it names', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    siteStore.getState().dismissToast(first);
    expect(siteStore.getState().toast).toMatchObject({ id: second, open: true });
    siteStore.getState().dismissToast(second);
    expect(siteStore.getState().toast).toMatchObject({ id: second, open: false });
  });

  it('dismisses the current toast when no id is given', () => {
    toast({ title: 'Any' });
    siteStore.getState().dismissToast();
    expect(siteStore.getState().toast?.open).toBe(false);
  });
});

describe('navigation slice', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    siteStore.getState().configureUrls('hash', '/');
  });

  it('starts at home for an empty URL', () => {
    expect(siteStore.getState().location).toEqual({ path: '/', hash: '' });
  });

  it('pushes a hash-mode URL and updates the location', () => {
    const before = window.history.length;
    siteStore.getState().navigate('/solutions#sales');
    expect(window.location.hash).toBe('#/solutions%23sales');
    expect(siteStore.getState().location).toEqual({ path: '/solutions', hash: 'sales' });
    expect(window.history.length).toBe(before + 1);
  });

  it('replaces the entry when asked (redirects must not trap Back)', () => {
    siteStore.getState().navigate('/resources/blog/nope');
    const before = window.history.length;
    siteStore.getState().navigate('/resources', { replace: true });
    expect(window.history.length).toBe(before);
    expect(window.location.hash).toBe('#/resources');
  });

  it('resolves a bare "#hash" against the current path', () => {
    siteStore.getState().navigate('/solutions');
    siteStore.getState().navigate('#finance');
    expect(siteStore.getState().location).toEqual({ path: '/solutions', hash: 'finance' });
  });

  it('re-reads the URL after back/forward', () => {
    window.history.replaceState(null, '', '/#/about');
    siteStore.getState().syncFromUrl();
    expect(siteStore.getState().location).toEqual({ path: '/about', hash: '' });
  });

  it('builds hrefs in path mode when configured so', () => {
    siteStore.getState().configureUrls('path', '/');
    expect(siteStore.getState().hrefFor('/solutions#sales')).toBe('/solutions#sales');
    siteStore.getState().configureUrls('hash', '/');
    expect(siteStore.getState().hrefFor('/solutions#sales')).toBe('/#/solutions%23sales');
  });
});
