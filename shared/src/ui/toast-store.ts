import { create } from 'zustand';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastState {
  toasts: ToastMessage[];
  dismiss: (id: number) => void;
}

let nextId = 1;

/** One toast queue for the page: any remote can raise a toast, the shell shows it. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export function toast(message: Omit<ToastMessage, 'id'>): number {
  const id = nextId++;
  useToastStore.setState((s) => ({ toasts: [...s.toasts, { id, ...message }] }));
  return id;
}
