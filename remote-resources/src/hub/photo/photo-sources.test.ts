import { site } from '@site/shared';
import { stockPhotoAt, stockPhotoSrcSet } from './photo-sources';

describe('stock photo sources', () => {
  it('offers the photo at three widths, the largest being the configured URL itself', () => {
    const candidates = stockPhotoSrcSet().split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['480w', '800w', '1200w']);
    expect(candidates[2][0]).toBe(site.stockImageUrl);
    expect(candidates[0][0]).toBe(site.stockImageUrl.replace('w=1200', 'w=480'));
  });

  it('changes only the width of a URL, adding it when there is none', () => {
    expect(stockPhotoAt(800, 'https://img.example.com/p.jpg?fit=crop&w=1200&q=70')).toBe('https://img.example.com/p.jpg?fit=crop&w=800&q=70');
    expect(stockPhotoAt(480, 'https://img.example.com/p.jpg')).toBe('https://img.example.com/p.jpg?w=480');
  });
});
