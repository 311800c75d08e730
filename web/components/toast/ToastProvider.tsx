import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_LIMIT, ToastContext, type Toast, type ToastApi, type ToastInput } from './toastContext.ts';
import { ToastViewport } from './ToastViewport.tsx';

export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);

  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => [{ ...input, id }, ...current].slice(0, TOAST_LIMIT));
    return id;
  }, []);

  const dismiss = useCallback((id?: number) => {
    setToasts((current) => (id === undefined ? [] : current.filter((item) => item.id !== id)));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
