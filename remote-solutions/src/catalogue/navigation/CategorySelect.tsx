import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { ALL_CATEGORIES_KEY, colors, focusRing, layout, mq, navigate, radii } from '@site/shared';
import { categoryOptions, type NavKey } from '../selection';
import { solutionsCopy } from '../copy';
import { CATEGORY_BAR_HEIGHT_PX } from '../layout-metrics';

/** Phones only: pinned below the fixed header while the list scrolls under it. */
const Bar = styled.div`
  position: sticky;
  top: ${layout.headerHeight};
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 12px;
  height: ${CATEGORY_BAR_HEIGHT_PX}px;
  /* Full-bleed across the container's side padding, so cards never peek past its edges. */
  margin: 0 -20px 24px;
  padding: 0 20px;
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${colors.border};
  ${mq.md} {
    display: none;
  }
`;

const Label = styled.label`
  flex-shrink: 0;
  color: ${colors.text};
  font-size: 0.9375rem;
  font-weight: 700;
`;

const Field = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  svg {
    position: absolute;
    right: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${colors.textMuted};
    pointer-events: none;
  }
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0 40px 0 14px;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  /* 16px or more: phones do not zoom into the field on focus. */
  font: inherit;
  font-size: 1rem;
  font-weight: 600;
  appearance: none;
  cursor: pointer;
  &:hover {
    border-color: ${colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export function CategorySelect({ selected }: { selected: NavKey | null }) {
  const id = useId();
  return (
    <Bar data-testid="category-bar">
      <Label htmlFor={id}>{solutionsCopy.categorySelectLabel}</Label>
      <Field>
        <Select
          id={id}
          value={selected ?? ALL_CATEGORIES_KEY}
          onChange={(event) => navigate(`#${event.target.value}`)}
        >
          {categoryOptions.map(({ key, name }) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </Select>
        <ChevronDown size={18} aria-hidden="true" />
      </Field>
    </Bar>
  );
}
