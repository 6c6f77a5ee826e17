import styled from '@emotion/styled';
import type { LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { colors, mq, site, withoutStyleProps } from '@site/shared';
import type { ResourceKind } from '../../data/resources';
import { stockPhotoSrcSet } from './photo-sources';

/** Intrinsic size of the stock photo as requested (w=1200, 16:9), so the browser can reserve space. */
const PHOTO_WIDTH = 1200;
const PHOTO_HEIGHT = 675;
/** The photo's widths on offer; site config does not change, so worked out once. */
const PHOTO_SRCSET = stockPhotoSrcSet();

type ImageState = 'loading' | 'loaded' | 'failed';

/** Each list gets its own brand gradient, so the fallback still tells blog and case study apart. */
const GRADIENTS: Record<ResourceKind, string> = {
  blog: `linear-gradient(135deg, ${colors.primary} 0%, ${colors.accent} 100%)`,
  casestudy: `linear-gradient(135deg, ${colors.surfaceDark} 0%, ${colors.primary} 100%)`,
};

const Frame = styled('div', { shouldForwardProp: withoutStyleProps('kind', 'ratio', 'wideRatio') })<{
  kind: ResourceKind;
  ratio: string;
  wideRatio: string;
}>`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ ratio }) => ratio};
  background: ${({ kind }) => GRADIENTS[kind]};
  ${mq.md} {
    aspect-ratio: ${({ wideRatio }) => wideRatio};
  }
`;

/** The branded panel behind the photo: the placeholder while it loads, the fallback if it fails. */
const Fallback = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background:
    radial-gradient(circle at 18% 22%, rgba(255, 255, 255, 0.22), transparent 42%),
    radial-gradient(circle at 86% 88%, rgba(255, 255, 255, 0.14), transparent 46%),
    radial-gradient(rgba(255, 255, 255, 0.16) 1px, transparent 1.5px) 0 0 / 20px 20px;
`;

const Emblem = styled.span<{ boxSize: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ boxSize }) => boxSize}px;
  height: ${({ boxSize }) => boxSize}px;
  border-radius: 28%;
  background: rgba(255, 255, 255, 0.14);
  border: 1px solid rgba(255, 255, 255, 0.32);
  box-shadow: 0 12px 32px -12px rgba(11, 18, 32, 0.55);
  color: ${colors.textInverse};
  backdrop-filter: blur(2px);
`;

/** On cards, where the icon already sits beside the title, the fallback shows it as a texture. */
const Watermark = styled.span`
  position: absolute;
  right: -4%;
  bottom: -18%;
  color: rgba(255, 255, 255, 0.2);
  transform: rotate(-12deg);
`;

const Photo = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  /* A photo that fails where no script can react (JavaScript off, prerendered as loaded) would
     show its alternative text over the panel; it stays for assistive technology, unseen. */
  color: transparent;
  opacity: 0;
  transition: opacity 0.3s ease;
  &[data-state='loaded'] {
    opacity: 1;
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;

export interface ResourceImageProps {
  icon: LucideIcon;
  alt: string;
  kind: ResourceKind;
  /** The article's hero is the page's largest paint: fetch it first and never lazily. @defaultValue false */
  priority?: boolean;
  /** The photo's displayed width by breakpoint (`sizes`), so a phone gets a smaller copy. */
  sizes: string;
  /** CSS aspect ratio on phones. @defaultValue '16 / 9' */
  ratio?: string;
  /** CSS aspect ratio from the md breakpoint. @defaultValue the phone ratio */
  wideRatio?: string;
  /** The icon on the fallback panel: a framed emblem in the middle, or a large corner watermark. @defaultValue 'emblem' */
  iconStyle?: 'emblem' | 'watermark';
  /** Size of the fallback icon's box in px. @defaultValue 72 */
  emblemSize?: number;
  className?: string;
}

/**
 * The shared stock photo (site.stockImageUrl) in a box whose size is fixed before it loads,
 * over a branded panel. When the photo cannot load (offline, blocked host) the panel stays and
 * the broken image is removed; the panel is decorative, so it carries no alternative text.
 */
export function ResourceImage({
  icon: Icon,
  alt,
  kind,
  priority = false,
  sizes,
  ratio = '16 / 9',
  wideRatio = ratio,
  iconStyle = 'emblem',
  emblemSize = 72,
  className,
}: ResourceImageProps) {
  const [state, setState] = useState<ImageState>('loading');
  const photo = useRef<HTMLImageElement>(null);
  // A photo already in (the page's HTML showed it before this code ran, or the cache had it)
  // fired its load event before React listened: show it before the first paint, not after a fade.
  useLayoutEffect(() => {
    const img = photo.current;
    if (img?.complete && img.naturalWidth > 0) setState('loaded');
  }, []);
  return (
    <Frame kind={kind} ratio={ratio} wideRatio={wideRatio} className={className} data-testid="resource-image" data-state={state}>
      <Fallback aria-hidden="true">
        {iconStyle === 'emblem' ? (
          <Emblem boxSize={emblemSize}>
            <Icon size={Math.round(emblemSize * 0.5)} strokeWidth={1.75} />
          </Emblem>
        ) : (
          <Watermark>
            <Icon size={emblemSize} strokeWidth={1.25} />
          </Watermark>
        )}
      </Fallback>
      {state === 'failed' ? null : (
        <Photo
          ref={photo}
          src={site.stockImageUrl}
          srcSet={PHOTO_SRCSET}
          sizes={sizes}
          alt={alt}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          data-state={state}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </Frame>
  );
}
