import type { StateCreator } from 'zustand/vanilla';

/** Auto-dismiss default (docs/SPEC.md, section 2.3). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss. @defaultValue 5000 */
  duration?: number;
}

export interface Toast {
  id: string;
  title: string;
  description: string;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed; the viewport keeps it mounted just long enough to animate out. */
  open: boolean;
}

export interface ToastSlice {
  /** The one toast: a new one replaces it, so the spec's limit of one holds by the state's shape (docs/SPEC.md, section 2.3). */
  toast: Toast | null;
  /** Shows a toast, replacing the current one. Returns its id. */
  showToast: (input: ToastInput) => string;
  /** Dismisses the toast with this id, or the current one when no id is given. */
  dismissToast: (id?: string) => void;
}

let counter = 0;
function nextToastId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `toast-${counter}`;
}

export const createToastSlice: StateCreator<ToastSlice, [], [], ToastSlice> = (set, get) => ({
  toast: null,
  showToast: ({ title, description = '', variant = 'default', duration = TOAST_DEFAULT_DURATION_MS }) => {
    const id = nextToastId();
    set({ toast: { id, title, description, variant, duration, open: true } });
    return id;
  },
  dismissToast: (id) => {
    const current = get().toast;
    if (!current || !current.open || (id !== undefined && current.id !== id)) return;
    set({ toast: { ...current, open: false } });
  },
});
