import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { colors, paths, radii, useSiteStore } from '@site/shared';
import type { HubSection } from '../data/lists/hub-sections';
import { PillLink } from './PillLink';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Pill = styled(PillLink)`
  padding: 0 8px 0 16px;
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  height: 28px;
  padding: 0 8px;
  border-radius: ${radii.pill};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: 0.875rem;
`;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface SectionJumpLinksProps {
  sections: readonly { section: HubSection; count: number }[];
}

/** In-page links to the two lists; the shell scrolls to the section the hash names. */
export function SectionJumpLinks({ sections }: SectionJumpLinksProps) {
  const hash = useSiteStore((s) => s.location.hash);
  // The shell scrolls when the hash changes; following the link to the hash we already have
  // changes nothing, so that case scrolls here.
  const scrollIfCurrent = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (hash !== id) return;
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <Nav aria-label="Knowledge Hub sections">
      <ul>
        {sections.map(({ section, count }) => {
          const Icon = section.icon;
          return (
            <li key={section.id}>
              <Pill to={paths.resources.getTarget(section.id)} onClick={scrollIfCurrent(section.id)}>
                <Icon size={18} aria-hidden="true" />
                {section.shortName}
                <Count>{count}</Count>
              </Pill>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
