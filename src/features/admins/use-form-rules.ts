// A small form state over a valibot schema of domain/ (admin and password forms, 000 §5): errors
// appear once a field was focused, and a submit marks every field touched.
import { useMemo, useState } from 'react';
import * as v from 'valibot';

/** `crossCheck`: rules between fields, shown at once (valibot runs a schema's cross-field checks
 *  only once every field is well formed; the person should not wait for that). */
export function useFormRules<S extends v.GenericSchema<Record<string, string>>, K extends string>(
  schema: S, initial: Record<K, string>, crossCheck?: (values: Record<K, string>) => Partial<Record<K, string>>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const all = useMemo(() => {
    const result = v.safeParse(schema, values);
    const errors: Partial<Record<K, string>> = {};
    if (!result.success) {
      for (const [key, list] of Object.entries(v.flatten(result.issues).nested ?? {})) {
        if (list?.[0]) errors[key as K] ??= list[0];
      }
    }
    for (const [key, message] of Object.entries(crossCheck?.(values) ?? {}) as [K, string][]) errors[key] ??= message;
    return errors;
  }, [schema, values, crossCheck]);
  const shown = Object.fromEntries(Object.entries(all).filter(([key]) => submitted || touched.has(key))) as Partial<Record<K, string>>;
  return {
    values,
    errors: shown,
    set: (key: K, value: string) => setValues((prev) => ({ ...prev, [key]: value })),
    touch: (key: K) => setTouched((prev) => new Set(prev).add(key)),
    trySubmit: () => {
      setSubmitted(true);
      return Object.keys(all).length === 0;
    },
    reset: () => {
      setValues(initial);
      setTouched(new Set());
      setSubmitted(false);
    },
  };
}
