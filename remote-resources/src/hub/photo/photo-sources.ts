import { site } from '@site/shared';
import widths from './stock-photo-widths.json';

/**
 * Widths of the stock photo offered to the browser, which picks one by the photo's displayed
 * width (`sizes`) and the screen's density. The largest is the URL of site config as it is, so
 * a browser that needs it shares the cached copy with anything else that loads it. They are in
 * a JSON file because the stand-in photo host of the measurements (platform/serve/photo-host.mjs)
 * serves the same widths and reads them there.
 */
export const STOCK_PHOTO_WIDTHS: readonly number[] = widths;

/** The stock photo's URL at another width; the host resizes by its `w` parameter. */
export function stockPhotoAt(width: number, url: string = site.stockImageUrl): string {
  const sized = new URL(url);
  sized.searchParams.set('w', String(width));
  return sized.href;
}

/** `srcset` for the stock photo. */
export function stockPhotoSrcSet(url: string = site.stockImageUrl): string {
  return STOCK_PHOTO_WIDTHS.map((width) => `${stockPhotoAt(width, url)} ${width}w`).join(', ');
}
