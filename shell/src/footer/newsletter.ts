import type { ToastInput } from '@site/shared';

/** Local browser storage key of the newsletter email (docs/SPEC.md, section 5.6). */
export const NEWSLETTER_STORAGE_KEY = 'newsletter_signup_email';

/** Valid only if non-empty and containing an at-sign (docs/SPEC.md, section 6). */
export function isValidNewsletterEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== '' && trimmed.includes('@');
}

export type SubscribeResult = { ok: true; toast: ToastInput } | { ok: false; toast: ToastInput };

/**
 * Validates and saves the email locally (there is no server call). Storage that refuses
 * (private mode, quota, disabled) is reported, not thrown.
 */
export function subscribeToNewsletter(
  email: string,
  // A function, because merely reading window.localStorage throws where storage is disabled.
  getStorage: () => Pick<Storage, 'setItem'> | undefined = () => globalThis.localStorage,
): SubscribeResult {
  const trimmed = email.trim();
  if (!isValidNewsletterEmail(trimmed)) {
    return {
      ok: false,
      toast: {
        title: 'Invalid Email',
        description: 'Please enter a valid email address to subscribe.',
        variant: 'destructive',
      },
    };
  }
  try {
    const storage = getStorage();
    if (!storage) throw new Error('Storage unavailable');
    storage.setItem(NEWSLETTER_STORAGE_KEY, trimmed);
  } catch {
    return {
      ok: false,
      toast: {
        title: 'Subscription Not Saved',
        description: "We couldn't save your email on this device. Please check your browser settings and try again.",
        variant: 'destructive',
      },
    };
  }
  return {
    ok: true,
    toast: {
      title: 'Subscribed Successfully!',
      description: `Thank you for subscribing! We'll send our latest insights to ${trimmed}.`,
    },
  };
}
