// The one way a form saves: it holds the saving flag its button shows, runs the write, shows the
// success toast once the write returned and its copy for the server is sealed, and hands a
// failure to the toast bridge in app/, the one place that turns an error's reason into the seeds'
// Persian message (style.md: deep code shows no toast). A form that tells a failure its own way (an alert inside its dialog) says so in onError.
// Every toast of one form carries the form's source: the next replaces the last, so an old «fill
// in everything» does not stay beside the success of the same form.
import { useCallback, useId, useState } from 'react';
import { reportError, showToast, type ToastKind } from './toast-store';

/** A clinical save's answer: committed with the record's id, or refused before anything was
 *  written, with the form's message (an incomplete questionnaire, 001 §8). */
export type SaveResult = { ok: true; localId: string } | { ok: false; message: string };

export interface LocalWriteOptions<T> {
  /** The success toast, shown once the write returned. */
  success?: string;
  /** What follows the committed write (close, go on); a failure here is told like the write's. */
  then?: (value: T) => void | Promise<void>;
  /** Tells a failure this form's own way; without it the toast bridge tells it. */
  onError?: (error: unknown) => void;
}

export interface LocalWrite {
  /** True while a write runs: the button shows it and takes no second press. */
  saving: boolean;
  /** Runs one write; true when it committed (and what followed it did not fail). */
  write: <T>(run: () => Promise<T>, options?: LocalWriteOptions<T>) => Promise<boolean>;
  /** A clinical form's save: the form's own message (as `incompleteKind`) when it refused, the
   *  success text once the record and its outbox entry committed. */
  save: (run: () => Promise<SaveResult>, success: string, incompleteKind?: ToastKind) => Promise<boolean>;
  /** A toast of this form outside a write (its own check before saving): replaced by the next. */
  toast: (kind: ToastKind, message: string) => void;
}

/** What a write waits for after it committed, before the person is told: the app's sealing of
 *  the new outbox entry for the server (app/setup-sync.ts), bounded so a stalled store cannot
 *  hold the form. Nothing by default (tests, pages without a session). */
let afterWrite: () => Promise<void> = () => Promise.resolve();
const afterWriteMostMs = 3_000;

export function afterEachWrite(settled: () => Promise<void>): void {
  afterWrite = settled;
}

function writeSettled(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => { timer = setTimeout(resolve, afterWriteMostMs); });
  return Promise.race([afterWrite().catch(() => {}), bound]).finally(() => clearTimeout(timer));
}

export function useLocalWrite(): LocalWrite {
  const [saving, setSaving] = useState(false);
  const source = useId();
  const toast = useCallback((kind: ToastKind, message: string) => void showToast(kind, message, { source }), [source]);

  const write = useCallback(async <T>(run: () => Promise<T>, options: LocalWriteOptions<T> = {}): Promise<boolean> => {
    setSaving(true);
    try {
      const value = await run();
      await writeSettled();
      if (options.success) toast('success', options.success);
      await options.then?.(value);
      return true;
    } catch (error) {
      if (options.onError) options.onError(error);
      else reportError(error, source);
      return false;
    } finally {
      setSaving(false);
    }
  }, [source, toast]);

  const save = useCallback(async (run: () => Promise<SaveResult>, success: string, incompleteKind: ToastKind = 'error'): Promise<boolean> => {
    let committed = false;
    await write(run, {
      then: (result) => {
        committed = result.ok;
        toast(result.ok ? 'success' : incompleteKind, result.ok ? success : result.message);
      },
    });
    return committed;
  }, [write, toast]);

  return { saving, write, save, toast };
}
