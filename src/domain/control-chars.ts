// C0 control characters (U+0000–U+001F) in typed text: none has a place in a form's field but a
// tab, a line feed or a carriage return (a multi-line note; a pasted line end). The server refuses
// the rest with the invalid-value message on the field (server/http/hostile-text.ts); on the tablet
// the client form says the same before saving (client-form.ts), and a clinical form's refusal
// reaches its author, who corrects it in the form it was typed in (e2e refused-forms): nothing the
// person typed is dropped behind their back.
export const forbiddenControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
