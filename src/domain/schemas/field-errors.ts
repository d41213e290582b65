// One Persian message per bad field, for the app's forms and the server's 400 alike. valibot
// reports a missing key with the object's generic message; the field's own schema knows the
// Persian one ("please answer every question"), so it is looked up along the issue's path.
import type * as v from 'valibot';
import { messages } from '../messages';

interface SchemaNode {
  message?: unknown;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
}

function schemaAt(schema: SchemaNode, path: readonly v.IssuePathItem[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  for (const item of path) {
    while (node?.wrapped) node = node.wrapped;
    if (!node) return undefined;
    if (item.type === 'object' && typeof item.key === 'string') node = node.entries?.[item.key];
    else if (item.type === 'array') node = node.item;
    else return undefined;
  }
  return node;
}

function dotPath(path: readonly v.IssuePathItem[] | undefined): string {
  return path && path.length > 0 ? path.map((item) => String(item.key)).join('.') : '_';
}

export function fieldErrorsOf(schema: v.GenericSchema, issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = dotPath(issue.path);
    let message = issue.message;
    const missingKey = issue.kind === 'schema' && issue.input === undefined && issue.path && issue.path.length > 0;
    if (missingKey) {
      const own = schemaAt(schema as SchemaNode, issue.path!)?.message;
      message = typeof own === 'string' ? own : messages.required;
    }
    if (!/[\u0600-\u06ff]/.test(message)) message = messages.invalidValue; // never show valibot's English
    errors[field] ??= message;
  }
  return errors;
}
