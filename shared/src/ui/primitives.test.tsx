import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { Eyebrow } from './Eyebrow';
import { Panel } from './Panel';
import { Card, IconTile, SectionHeading } from './primitives';
import { withoutStyleProps } from './style-props';
import { VisuallyHidden } from './visually-hidden';

describe('UI kit primitives', () => {
  it('renders an eyebrow as the element it stands for, keeping its style props off the DOM', () => {
    render(
      <Eyebrow as="h2" id="title" tone="muted" size="sm">
        Categories
      </Eyebrow>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Categories' });
    expect(heading.id).toBe('title');
    expect(heading.hasAttribute('tone')).toBe(false);
    expect(heading.hasAttribute('size')).toBe(false);
    expect(heading.hasAttribute('as')).toBe(false);
  });

  it('puts the section eyebrow above its heading, outside the heading', () => {
    render(<SectionHeading eyebrow="Our mission" title="Make software simple" />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Make software simple');
    expect(heading.previousElementSibling?.textContent).toBe('Our mission');
  });

  it('renders a panel as the landmark it is, without passing raised to the DOM', () => {
    render(
      <Panel as="aside" raised aria-label="Next steps">
        Steps
      </Panel>,
    );
    const panel = screen.getByRole('complementary', { name: 'Next steps' });
    expect(panel.hasAttribute('raised')).toBe(false);
  });

  it("keeps an icon tile's tone off the DOM, also when a wrapper adds style props of its own", () => {
    const SmallTile = styled(IconTile, { shouldForwardProp: withoutStyleProps('hub') })<{ hub?: boolean }>``;
    const { container } = render(<SmallTile tone="accent" hub data-testid="tile" />);
    const tile = screen.getByTestId('tile');
    expect(tile.tagName).toBe('SPAN');
    expect(container.innerHTML).not.toMatch(/\b(tone|hub)=/);
  });

  it('lets `as` switch the element of a card wrapped with style props, instead of writing an as attribute', () => {
    const AccentCard = styled(Card, { shouldForwardProp: withoutStyleProps('accent') })<{ accent: string }>``;
    render(<AccentCard as="article" accent="#123456" aria-label="Value" />);
    const card = screen.getByRole('article', { name: 'Value' });
    expect(card.hasAttribute('as')).toBe(false);
    expect(card.hasAttribute('accent')).toBe(false);
  });

  it('keeps visually hidden text in the accessibility tree', () => {
    render(
      <a href="https://example.com/">
        CloudAI<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'CloudAI (opens in a new tab)' })).toBeTruthy();
  });
});
