import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { Link, colors, focusRing, radii, shadows } from '@site/shared';
import type { HubSection } from '../data/hub-sections';
import { listPageTarget } from '../model/resources-model';

const Row = styled.p`
  display: flex;
  justify-content: center;
  margin: 40px 0 0;
`;

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  color: ${colors.text};
  font-weight: 600;
  text-decoration: none;
  transition: border-color 0.15s ease, color 0.15s ease;
  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
  svg {
    color: ${colors.primary};
  }
`;

/** Under a hub's list that has more than it shows: the way to all of them, page by page, from the first. */
export function AllPostsLink({ section, count }: { section: HubSection; count: number }) {
  return (
    <Row>
      <Pill to={listPageTarget(section.kind, 1)}>
        See all {count} {section.shortName.toLowerCase()}
        <ArrowRight size={18} aria-hidden="true" />
      </Pill>
    </Row>
  );
}
