import { toast } from '@site/shared';
import type { ContactMethod } from './contact-methods';

/**
 * Writes the value through the browser clipboard and reports the outcome as a toast
 * (docs/SPEC.md, section 7). A missing clipboard (insecure context, old browser) or a denied
 * permission is a failure toast, never an uncaught error.
 */
export async function copyContactValue(
  method: Pick<ContactMethod, 'value' | 'copyNoun'>,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('Clipboard API unavailable');
    await clipboard.writeText(method.value);
    toast({
      title: 'Copied to Clipboard!',
      description: `${method.copyNoun} ${method.value} copied successfully.`,
    });
    return true;
  } catch {
    toast({
      title: 'Failed to Copy',
      description: `Could not copy ${method.copyNoun}. Please try again.`,
      variant: 'destructive',
    });
    return false;
  }
}
