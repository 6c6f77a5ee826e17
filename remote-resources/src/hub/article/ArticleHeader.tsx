import styled from '@emotion/styled';
import { ArrowLeft, CalendarDays, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Badge, Eyebrow, colors, mq, paths, site } from '@site/shared';
import { BackLink } from '../BackLink';
import type { Resource } from '../../data/resources';
import { formatPublishedDate, toIsoDate } from '../../model/published-date';
import { kindOf, RESOURCE_TYPE_LABELS } from '../../model/resources-model';
import { hubSectionFor } from '../../data/lists/hub-sections';


const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
`;

const TypeLabel = styled(Eyebrow)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Title = styled.h1`
  margin: 0;
  color: ${colors.text};
  font-size: 2rem;
  line-height: 1.15;
  letter-spacing: -0.02em;
  ${mq.md} {
    font-size: 2.75rem;
  }
  &:focus {
    outline: none;
  }
`;

const Lead = styled.p`
  margin: 16px 0 0;
  color: ${colors.textMuted};
  font-size: 1.125rem;
  line-height: 1.6;
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 24px 0 0;
  color: ${colors.textMuted};
  font-size: 0.9375rem;
  & > span {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  svg {
    color: ${colors.primary};
  }
`;

export function ArticleHeader({ resource }: { resource: Resource }) {
  // Articles carry no stored date: they are shown as published today (docs/SPEC.md, section 4.6).
  const [today] = useState(() => new Date());
  const kind = kindOf(resource);
  const TypeIcon = hubSectionFor(kind).icon;
  return (
    <header>
      <BackLink to={paths.resources.getTarget()}>
        <ArrowLeft size={18} aria-hidden="true" />
        Back to Resources
      </BackLink>
      <Tags>
        <Badge>{resource.category}</Badge>
        <TypeLabel as="span" size="sm">
          <TypeIcon size={16} aria-hidden="true" />
          {RESOURCE_TYPE_LABELS[kind]}
        </TypeLabel>
      </Tags>
      <Title tabIndex={-1}>{resource.title}</Title>
      <Lead>{resource.description}</Lead>
      <Byline>
        <span>
          <CalendarDays size={18} aria-hidden="true" />
          <span>
            Published on <time dateTime={toIsoDate(today)}>{formatPublishedDate(today)}</time>
          </span>
        </span>
        <span>
          <UserRound size={18} aria-hidden="true" />
          By {site.productName} Team
        </span>
      </Byline>
    </header>
  );
}
