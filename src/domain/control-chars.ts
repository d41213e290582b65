// C0 control characters (U+0000–U+001F) in typed text: none has a place in a form's field but a
// tab, a line feed or a carriage return (a multi-line note; a pasted line end). The server refuses
// the rest with the invalid-value message (server/http/hostile-text.ts); on the tablet the client
// form says the same on the field (client-form.ts) and a clinical form's payload drops them as it
// is saved (ui/form-correction.ts datedForm), so a paste does not make an entry the server refuses.
export const forbiddenControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const forbiddenControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** Every string in `value` (keys too) without the forbidden control characters; else as it was. */
export function withoutControls<T>(value: T): T {
  if (typeof value === 'string') return value.replace(forbiddenControls, '') as T;
  if (Array.isArray(value)) return value.map((item) => withoutControls(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutControls(key), withoutControls(item)])) as T;
  }
  return value;
}
