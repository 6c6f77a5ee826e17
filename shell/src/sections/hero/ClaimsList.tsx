import styled from '@emotion/styled';
import { colors, mq } from '@site/shared';
import { claims, claimsLabel } from '../../content';

const List = styled.ul<{ align: 'left' | 'center' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  max-width: ${({ align }) => (align === 'center' ? '640px' : 'none')};
  margin-inline: ${({ align }) => (align === 'center' ? 'auto' : '0')};
  text-align: ${({ align }) => align};
  ${mq.md} {
    gap: 32px;
  }
`;

const Value = styled.span`
  display: block;
  color: ${colors.text};
  font-size: 1.75rem;
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  ${mq.md} {
    font-size: 2.25rem;
  }
`;

const Label = styled.span`
  display: block;
  margin-top: 6px;
  color: ${colors.textMuted};
  font-size: 0.875rem;
  line-height: 1.35;
  ${mq.md} {
    font-size: 0.9375rem;
  }
`;

/** The three headline claims: 10+ businesses transformed, 100% satisfaction, 24/7 support. */
export function ClaimsList({ align = 'left' }: { align?: 'left' | 'center' }) {
  return (
    <List aria-label={claimsLabel} align={align} data-testid="claims">
      {claims.map((claim) => (
        <li key={claim.label}>
          <Value>{claim.value}</Value> <Label>{claim.label}</Label>
        </li>
      ))}
    </List>
  );
}
