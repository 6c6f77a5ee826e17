import styled from '@emotion/styled';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Card, IconTile, colors, focusRing, mq, radii } from '@site/shared';
import type { ContactMethod } from './contact-methods';
import { copyContactValue } from './copy-to-clipboard';

/** How long the copy button shows its tick after a successful copy. */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * An address too long for its line wraps after the "@" (hello@ / clearsky.example.com), a
 * break a reader expects, before `overflow-wrap` splits it mid-word. <wbr> adds no text, so a
 * copied selection stays the plain address (the link's name is set apart, see below).
 */
function wrapAfterAt(value: string): ReactNode {
  const at = value.indexOf('@');
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}

// The value runs on under the copy button: on a phone the text column alone is narrower than
// the domain of an address (clearsky.example.com), which would then break mid-word.
const Root = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'icon text copy'
    'icon value value';
  column-gap: 16px;
  align-items: start;
`;

const Icon = styled(IconTile)`
  grid-area: icon;
`;

const Body = styled.div`
  grid-area: text;
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
  grid-area: value;
  justify-self: start;
  max-width: 100%;
  color: ${colors.primary};
  font-weight: 600;
  font-size: 1rem;
  ${mq.sm} {
    font-size: 1.0625rem;
  }
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
  grid-area: copy;
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

  const MethodIcon = method.icon;
  return (
    <Root>
      <Icon aria-hidden="true">
        <MethodIcon size={22} />
      </Icon>
      <Body>
        <Label>{method.label}</Label>
        <Hint>{method.hint}</Hint>
      </Body>
      {/* Named by aria-label too: Chromium reads the <wbr> as a space in the link's name. */}
      <Value href={method.href} aria-label={method.value}>
        {wrapAfterAt(method.value)}
      </Value>
      <CopyButton
        type="button"
        aria-label={`Copy ${method.label.toLowerCase()}`}
        title={`Copy ${method.label.toLowerCase()}`}
        onClick={() => void copyContactValue(method).then(setCopied)}
      >
        {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
      </CopyButton>
    </Root>
  );
}
