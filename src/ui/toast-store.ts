// The toasts of 000 §1/§9 as state: any layer may show one; one host in app/ draws them and one
// bridge in app/ turns typed errors into the seeds' messages (style.md: deep code shows no toast).
import { create } from 'zustand';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** 'screen': about the screen on show, gone when the person leaves it. 'app': about the tablet
 *  (a sync outcome, a full disk), kept across screens until it closes. */
export type ToastScope = 'screen' | 'app';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** performance.now() when shown (monotonic: a clock set back does not make an old toast new): a
   *  toast older than a navigation belongs to the screen left behind. */
  shownAt: number;
  scope: ToastScope;
  /** The form (or other one source) that showed it: its next toast replaces this one, so a
   *  form's error does not stay beside its own success. */
  source?: string;
}

export interface ToastOptions {
  scope?: ToastScope;
  source?: string;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
  /** Drops the screen's toasts shown before `time` (the screen they spoke about is gone). */
  dropShownBefore: (time: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (kind, message, { scope = 'screen', source } = {}) => {
    const id = nextId++;
    set((state) => ({
      toasts: [
        ...state.toasts.filter((toast) => source === undefined || toast.source !== source),
        { id, kind, message, shownAt: performance.now(), scope, source },
      ],
    }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  dropShownBefore: (time) => set((state) => {
    const kept = state.toasts.filter((toast) => toast.scope === 'app' || toast.shownAt >= time);
    return kept.length === state.toasts.length ? state : { toasts: kept };
  }),
}));

export function showToast(kind: ToastKind, message: string, options?: ToastOptions): number {
  return useToastStore.getState().show(kind, message, options);
}

type ErrorReporter = (error: unknown, source?: string) => void;
let errorReporter: ErrorReporter = (error) => console.error(error);

/** Installed once by app/'s toast bridge, which knows the error catalogue. */
export function setErrorReporter(reporter: ErrorReporter): void {
  errorReporter = reporter;
}

/** Show a failure the way the seeds' error catalogue says (000 §8); `source`: the form it
 *  belongs to (its next toast replaces it). */
export function reportError(error: unknown, source?: string): void {
  errorReporter(error, source);
}
