import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useSiteStore } from '../store/site-store';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** In-app target: "/solutions#sales", "#blog-section" or "/". */
  to: string;
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A real `<a href>` (so middle-click, copy-link and crawlers work) that navigates through the
 * shared store on a plain click. A handler that calls preventDefault blocks the navigation.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, onClick, target, children, ...rest },
  ref,
) {
  const href = useSiteStore((s) => s.hrefFor(to));
  const navigate = useSiteStore((s) => s.navigate);
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
