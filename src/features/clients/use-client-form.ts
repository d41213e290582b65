// The client form's state (000 §5): values, which fields were focused, and the errors shown —
// a field's error only after it was focused, every error once a submit was tried.
import { useCallback, useMemo, useState } from 'react';
import { checkClientForm, emptyClientForm, type ClientFormErrors, type ClientFormField, type ClientFormValues } from '../../domain/client-form';

export function useClientForm(variant: 'create' | 'update', initial: ClientFormValues = emptyClientForm) {
  const [values, setValues] = useState<ClientFormValues>(initial);
  const [touched, setTouched] = useState<Set<ClientFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const check = useMemo(() => checkClientForm(values, variant), [values, variant]);
  // Stable, so screens can reset from an effect (prefill) without a loop.
  const reset = useCallback((next: ClientFormValues = emptyClientForm) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
  }, []);

  const shown: ClientFormErrors = {};
  for (const [field, message] of Object.entries(check.errors) as [ClientFormField, string][]) {
    if (submitted || touched.has(field)) shown[field] = message;
  }

  return {
    values,
    errors: shown,
    ok: check.ok,
    set: <K extends keyof ClientFormValues>(field: K, value: ClientFormValues[K]) => setValues((prev) => ({ ...prev, [field]: value })),
    touch: (field: ClientFormField) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field))),
    /** Reveals every error; true when the form may be sent. */
    trySubmit: () => {
      setSubmitted(true);
      return check.ok;
    },
    reset,
  };
}

export type ClientForm = ReturnType<typeof useClientForm>;
