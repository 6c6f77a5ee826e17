import { wantsLessData } from './save-data';

describe('wantsLessData', () => {
  it('is true when the visitor asked to save data, or on a 2G-slow connection', () => {
    expect(wantsLessData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(wantsLessData({ saveData: false, effectiveType: '2g' })).toBe(true);
    expect(wantsLessData({ saveData: false, effectiveType: 'slow-2g' })).toBe(true);
  });

  it('is false on a 3G or faster connection without data saver, and where the browser does not say', () => {
    expect(wantsLessData({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(wantsLessData({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(wantsLessData({})).toBe(false);
    // Firefox and Safari have no navigator.connection (nor has jsdom).
    expect(wantsLessData()).toBe(false);
  });
});
