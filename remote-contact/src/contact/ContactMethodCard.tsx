import styled from '@emotion/styled';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, IconTile, colors, focusRing, radii } from '@site/shared';
import type { ContactMethod } from './contact-methods';
import { copyContactValue } from './copy-to-clipboard';

/** How long the copy button shows its tick after a successful copy. */
const COPIED_FEEDBACK_MS = 2000;

const Root = styled(Card)`
  display: flex;
  align-items: flex-start;
  gap: 16px;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Label = styled.h2`
  margin: 0;
  font-size: 1rem;
  color: ${colors.text};
`;

const Hint = styled.p`
  margin: 2px 0 8px;
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;

const Value = styled.a`
  display: inline-block;
  max-width: 100%;
  color: ${colors.primary};
  font-weight: 600;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
    border-radius: 4px;
  }
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.textMuted};
  cursor: pointer;
  transition: color 0.15s ease, border-color 0.15s ease, background-color 0.15s ease;
  &:hover {
    color: ${colors.primary};
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export function ContactMethodCard({ method }: { method: ContactMethod }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const Icon = method.icon;
  return (
    <Root>
      <IconTile aria-hidden="true">
        <Icon size={22} />
      </IconTile>
      <Body>
        <Label>{method.label}</Label>
        <Hint>{method.hint}</Hint>
        <Value href={method.href}>{method.value}</Value>
      </Body>
      <CopyButton
        type="button"
        aria-label={`Copy ${method.label.toLowerCase()}`}
        title={`Copy ${method.label.toLowerCase()}`}
        onClick={async () => setCopied(await copyContactValue(method))}
      >
        {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
      </CopyButton>
    </Root>
  );
}
