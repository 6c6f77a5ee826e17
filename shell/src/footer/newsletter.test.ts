import { isValidNewsletterEmail, subscribeToNewsletter } from './newsletter';

describe('isValidNewsletterEmail (docs/SPEC.md, section 6: non-empty and contains an at-sign)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['plainaddress', false],
    ['a@b', true],
    ['  me@example.com  ', true],
  ])('%j -> %s', (email, valid) => {
    expect(isValidNewsletterEmail(email)).toBe(valid);
  });
});

describe('subscribeToNewsletter', () => {
  beforeEach(() => localStorage.clear());

  it('refuses an invalid email with the spec toast and saves nothing', () => {
    const result = subscribeToNewsletter('nope');
    expect(result).toEqual({
      ok: false,
      toast: {
        title: 'Invalid Email',
        description: 'Please enter a valid email address to subscribe.',
        variant: 'destructive',
      },
    });
    expect(localStorage.getItem('newsletter_signup_email')).toBeNull();
    expect(localStorage).toHaveLength(0);
  });

  it('saves a valid email under newsletter_signup_email and thanks by address', () => {
    const result = subscribeToNewsletter(' me@example.com ');
    expect(localStorage.getItem('newsletter_signup_email')).toBe('me@example.com');
    expect(result.ok).toBe(true);
    expect(result.toast.title).toBe('Subscribed Successfully!');
    expect(result.toast.description).toContain('me@example.com');
  });

  it('reports storage that throws instead of throwing', () => {
    const storage = {
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
    };
    const result = subscribeToNewsletter('me@example.com', () => storage);
    expect(result.ok).toBe(false);
    expect(result.toast.variant).toBe('destructive');
    expect(result.toast.description).toMatch(/couldn't save your email/);
  });

  it('reports storage that throws on access (disabled by policy)', () => {
    const result = subscribeToNewsletter('me@example.com', () => {
      throw new DOMException('Storage disabled', 'SecurityError');
    });
    expect(result.ok).toBe(false);
    expect(result.toast.variant).toBe('destructive');
  });
});
