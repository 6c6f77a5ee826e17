import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container, PageSection, SectionHeading, breakpoints, mq, withoutStyleProps } from '@site/shared';
import type { SectionCopy } from '../../content';
import { SectionBand } from './SectionBand';

type Breakpoint = keyof typeof breakpoints;

/** Cards per row from each breakpoint up; below the first one given, the cards stack. */
export type GridColumns = Partial<Record<Breakpoint, number>>;

/*
 * Every card grid keeps a 20 px gutter while its cards stack or pair up and opens it to 24 px
 * with its full row, so that rule lives here instead of in each section's props.
 */
function columnRules(columns: GridColumns) {
  const steps = (Object.keys(breakpoints) as Breakpoint[]).filter((step) => columns[step]);
  return steps
    .map(
      (step, index) => `${mq[step]} {
        grid-template-columns: repeat(${columns[step]}, minmax(0, 1fr));
        ${index === steps.length - 1 ? 'gap: 24px;' : ''}
      }`,
    )
    .join('\n');
}

const Grid = styled('ul', {
  shouldForwardProp: withoutStyleProps('columns'),
})<{ columns: GridColumns }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${({ columns }) => columnRules(columns)}
`;

export interface CardGridSectionProps<Item extends { title: string }> {
  /** The section's id; its heading gets `${id}-heading` and names the section. */
  id: string;
  copy: SectionCopy;
  /** Cards are keyed by title: one grid never shows two cards under the same heading. */
  items: readonly Item[];
  renderCard: (item: Item) => ReactNode;
  columns: GridColumns;
  /** On the muted band, to set the section apart from white neighbours. */
  band?: boolean;
  /** For cards whose order means something (the principles number themselves). */
  ordered?: boolean;
  className?: string;
}

/** A section heading over a responsive grid of cards, one list item per card. */
export function CardGridSection<Item extends { title: string }>({
  id,
  copy,
  items,
  renderCard,
  columns,
  band = false,
  ordered = false,
  className,
}: CardGridSectionProps<Item>) {
  const Section = band ? SectionBand : PageSection;
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId} className={className}>
      <Container>
        <SectionHeading id={headingId} {...copy} />
        <Grid columns={columns} as={ordered ? 'ol' : 'ul'} role={ordered ? 'list' : undefined}>
          {items.map((item) => (
            <li key={item.title}>{renderCard(item)}</li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
