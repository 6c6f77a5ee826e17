import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { HubSection } from '../data/lists/hub-sections';
import { listPageTarget } from '../model/resources-model';
import { PillLink } from './PillLink';

const Row = styled.p`
  display: flex;
  justify-content: center;
  margin: 40px 0 0;
`;

const Pill = styled(PillLink)`
  padding: 0 20px;
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
