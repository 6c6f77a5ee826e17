import styled from '@emotion/styled';
import { Eyebrow, Link, colors, layout, mq, navLinkStates } from '@site/shared';
import { categoryOptions, type NavKey } from '../selection';
import { solutionsCopy } from '../copy';
import { SIDEBAR_STICKY_GAP_PX } from '../layout-metrics';

/** Desktop only: phones get the sticky dropdown instead. */
const Root = styled.aside`
  display: none;
  ${mq.md} {
    display: block;
    position: sticky;
    top: calc(${layout.headerHeight} + ${SIDEBAR_STICKY_GAP_PX}px);
    max-height: calc(100vh - ${layout.headerHeight} - ${2 * SIDEBAR_STICKY_GAP_PX}px);
    overflow-y: auto;
    /* Room for the focus ring of the first and last links inside the scroll box. */
    padding: 4px;
    margin: -4px;
  }
`;

const Title = styled(Eyebrow)`
  margin: 0 0 10px;
  padding: 0 12px;
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(Link)`
  position: relative;
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 8px 12px;
  font-size: 0.9375rem;
  font-weight: 500;
  line-height: 1.3;
  ${navLinkStates}
  svg {
    flex-shrink: 0;
  }
  &[aria-current='page'] {
    font-weight: 700;
  }
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    left: 0;
    top: 8px;
    bottom: 8px;
    width: 3px;
    border-radius: 3px;
    background: ${colors.primary};
  }
`;

const TITLE_ID = 'solutions-category-nav-title';

export function CategorySidebar({ selected }: { selected: NavKey | null }) {
  return (
    <Root>
      <nav aria-labelledby={TITLE_ID}>
        <Title as="h2" id={TITLE_ID} tone="muted" size="sm">
          {solutionsCopy.categoryNavTitle}
        </Title>
        <List>
          {categoryOptions.map(({ key, name, icon: Icon }) => (
            <li key={key}>
              <NavLink to={`#${key}`} aria-current={key === selected ? 'page' : undefined}>
                <Icon size={18} aria-hidden="true" />
                {name}
              </NavLink>
            </li>
          ))}
        </List>
      </nav>
    </Root>
  );
}
