import styled from '@emotion/styled';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { VisuallyHidden, breakpoints, colors, mq } from '@site/shared';
import type { HubSection } from '../../data/lists/hub-sections';
import { listPageTarget, pagerNumbers } from '../../model/resources-model';
import { PillLink, pillShape } from '../PillLink';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 40px;
  ol {
    display: none;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${mq.md} {
    ol {
      display: flex;
    }
  }
`;

/** A page's pill: a square at least, for a number. */
const pagePill = `
  justify-content: center;
  min-width: 44px;
  padding: 0 14px;
`;

const PageLink = styled(PillLink)`
  ${pagePill}
`;

const Current = styled.span`
  ${pillShape}
  ${pagePill}
  border-color: ${colors.primary};
  background: ${colors.primary};
  color: ${colors.surface};
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: flex-end;
  min-height: 44px;
  padding: 0 4px 10px;
  color: ${colors.textMuted};
`;

/** "Page 2 of 42" where the numbers do not fit (phones): a line of its own above the two links. */
const Position = styled.p`
  flex-basis: 100%;
  order: -1;
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.9375rem;
  text-align: center;
  ${mq.md} {
    display: none;
  }
`;

/** The list's name in "Older blog posts": on a phone "Older" and "Newer" fit side by side without it, in a nav named for the list. */
const ListName = styled.span`
  @media (max-width: ${breakpoints.md - 1}px) {
    display: none;
  }
`;

export interface ListPagerProps {
  section: HubSection;
  /** The page shown, from 1 (on the hub, whose list shows page 1's cards). */
  current: number;
  count: number;
}

/**
 * The way through a list's pages: plain links (they work without JavaScript, and crawlers follow
 * them), the newer and older pages marked rel="prev" and rel="next" for search engines.
 */
export function ListPager({ section, current, count }: ListPagerProps) {
  const name = section.shortName.toLowerCase();
  const target = (number: number) => listPageTarget(section.kind, number);
  return (
    <Nav aria-label={`Pages of ${name}`}>
      {current > 1 ? (
        <PageLink to={target(current - 1)} rel="prev">
          <ArrowLeft size={18} aria-hidden="true" />
          Newer<ListName> {name}</ListName>
        </PageLink>
      ) : null}
      <Position>
        Page {current} of {count}
      </Position>
      <ol>
        {pagerNumbers(current, count).map((number, index) => (
          <li key={number ?? `gap-${index}`}>
            {number === null ? (
              <Gap aria-hidden="true">…</Gap>
            ) : number === current ? (
              <Current aria-current="page">
                <VisuallyHidden>Page </VisuallyHidden>
                {number}
              </Current>
            ) : (
              <PageLink to={target(number)} aria-label={`Page ${number}`}>
                {number}
              </PageLink>
            )}
          </li>
        ))}
      </ol>
      {current < count ? (
        <PageLink to={target(current + 1)} rel="next">
          Older<ListName> {name}</ListName>
          <ArrowRight size={18} aria-hidden="true" />
        </PageLink>
      ) : null}
    </Nav>
  );
}
