import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { Button, colors, focusRing, radii, toast, visuallyHidden } from '@site/shared';
import { subscribeToNewsletter } from './newsletter';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
  max-width: 420px;
`;

const Input = styled.input`
  flex: 1 1 200px;
  min-height: 44px;
  padding: 0 14px;
  border: 1px solid #334155;
  border-radius: ${radii.md};
  background: #111a2e;
  color: ${colors.textInverse};
  font: inherit;
  &::placeholder {
    color: #94a3b8;
  }
  &:focus-visible {
    ${focusRing}
    outline-color: #93c5fd;
  }
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const Submit = styled(Button)`
  min-height: 44px;
  &:focus-visible {
    outline-color: #93c5fd;
  }
`;

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = subscribeToNewsletter(email);
    toast(result.toast);
    if (result.ok) setEmail('');
  };

  return (
    // noValidate: the spec's own rule and toast apply, not the browser's bubble.
    <Form onSubmit={onSubmit} noValidate aria-label="Newsletter signup">
      <Label htmlFor={inputId}>Email address</Label>
      <Input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        maxLength={320}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Submit type="submit">Subscribe</Submit>
    </Form>
  );
}
