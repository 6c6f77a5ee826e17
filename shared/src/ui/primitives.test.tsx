import { render, screen } from '@testing-library/react';
import { Eyebrow } from './Eyebrow';
import { Panel } from './Panel';
import { SectionHeading } from './primitives';
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

  it('keeps visually hidden text in the accessibility tree', () => {
    render(
      <a href="https://example.com/">
        CloudAI<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'CloudAI (opens in a new tab)' })).toBeTruthy();
  });
});
