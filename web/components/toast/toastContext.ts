import { createContext, useContext } from 'react';

/** At most one toast at a time, shown for 5 seconds unless dismissed sooner. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly variant?: ToastVariant;
  readonly durationMs?: number;
}

export interface Toast extends ToastInput {
  readonly id: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen; returns its id. */
  readonly toast: (input: ToastInput) => number;
  readonly dismiss: (id?: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
