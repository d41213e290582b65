// The toasts of 000 §1/§9 as state: any layer may show one; one host in app/ draws them and one
// bridge in app/ turns typed errors into the seeds' messages (style.md: deep code shows no toast).
import { create } from 'zustand';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Date.now() when shown: a toast older than a navigation belongs to the screen left behind. */
  shownAt: number;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, message: string) => number;
  dismiss: (id: number) => void;
  /** Drops the toasts shown before `time` (the screen they spoke about is gone). */
  dropShownBefore: (time: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (kind, message) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, kind, message, shownAt: Date.now() }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  dropShownBefore: (time) => set((state) => {
    const kept = state.toasts.filter((toast) => toast.shownAt >= time);
    return kept.length === state.toasts.length ? state : { toasts: kept };
  }),
}));

export function showToast(kind: ToastKind, message: string): number {
  return useToastStore.getState().show(kind, message);
}

type ErrorReporter = (error: unknown) => void;
let errorReporter: ErrorReporter = (error) => console.error(error);

/** Installed once by app/'s toast bridge, which knows the error catalogue. */
export function setErrorReporter(reporter: ErrorReporter): void {
  errorReporter = reporter;
}

/** Show a failure the way the seeds' error catalogue says (000 §8). */
export function reportError(error: unknown): void {
  errorReporter(error);
}
