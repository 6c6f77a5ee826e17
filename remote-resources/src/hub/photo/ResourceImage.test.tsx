import { fireEvent, render, screen } from '@testing-library/react';
import { Rocket } from 'lucide-react';
import { site } from '@site/shared';
import { stockPhotoSrcSet } from './photo-sources';
import { ResourceImage } from './ResourceImage';

describe('ResourceImage', () => {
  it('loads the stock photo lazily, at the width it is shown, with its size reserved', () => {
    render(<ResourceImage icon={Rocket} alt="Laptop with a dashboard" kind="blog" sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Laptop with a dashboard' });
    expect(image.getAttribute('src')).toBe(site.stockImageUrl);
    expect(image.getAttribute('srcset')).toBe(stockPhotoSrcSet());
    expect(image.getAttribute('sizes')).toBe('50vw');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('675');
    expect(screen.getByTestId('resource-image').getAttribute('data-state')).toBe('loading');
  });

  it('marks itself loaded once the photo arrives', () => {
    render(<ResourceImage icon={Rocket} alt="Photo" kind="blog" sizes="100vw" />);
    fireEvent.load(screen.getByRole('img'));
    expect(screen.getByTestId('resource-image').getAttribute('data-state')).toBe('loaded');
  });

  it('shows a photo that was already in before it rendered (cache, or the page HTML) without a fade', () => {
    // jsdom loads no images: stand in for one the browser already has.
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1200);
    try {
      render(<ResourceImage icon={Rocket} alt="Photo" kind="blog" sizes="100vw" />);
      expect(screen.getByTestId('resource-image').getAttribute('data-state')).toBe('loaded');
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });

  it('drops a photo that fails and keeps the decorative branded panel', () => {
    render(<ResourceImage icon={Rocket} alt="Photo" kind="casestudy" sizes="100vw" />);
    fireEvent.error(screen.getByRole('img'));
    const frame = screen.getByTestId('resource-image');
    expect(frame.getAttribute('data-state')).toBe('failed');
    expect(frame.querySelector('img')).toBeNull();
    expect(frame.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});
