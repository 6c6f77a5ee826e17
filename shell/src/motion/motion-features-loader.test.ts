import { act, renderHook } from '@testing-library/react';
import { domAnimation } from 'framer-motion';
import { loadMotionFeatures, useMotionFeaturesReady } from './motion-features-loader';

describe('loadMotionFeatures', () => {
  it('fetches the animation features once the first page is complete, with no interaction, and says they are ready', async () => {
    expect(document.readyState).toBe('complete');
    document.body.innerHTML = '<main><h1>Home</h1></main>';
    const ready = renderHook(() => useMotionFeaturesReady());
    expect(ready.result.current).toBe(false);

    // Nothing is dispatched: no pointer, key, focus or scroll.
    const features = await act(() => loadMotionFeatures());
    expect(features).toBe(domAnimation);
    expect(ready.result.current).toBe(true);
  });
});
