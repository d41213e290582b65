// A JSON body's kind against its schema's: valibot's object schemas take an array (an array is an
// object to `typeof`), so `[]` where a set of fields is declared would pass with every field
// defaulted and make a record. Walked before the schema, along the schema; the first place where
// the kinds differ is named as api-v1.md names a bad field (dotted path, `_` for the body itself).
import { requestShapeText } from '../../src/domain/request-shape-text';

interface SchemaNode {
  type?: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: SchemaNode[];
}

const objectKinds = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest', 'record']);
const wrappers = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);

const unwrapped = (node: SchemaNode): SchemaNode => (node.type && wrappers.has(node.type) && node.wrapped ? unwrapped(node.wrapped) : node);

/** What the schema takes: 'object', 'array', or anything else ('other': not judged here). */
function kindOf(node: SchemaNode): 'object' | 'array' | 'other' {
  const own = unwrapped(node);
  if (own.type && objectKinds.has(own.type)) return 'object';
  if (own.type === 'array') return 'array';
  if ((own.type === 'union' || own.type === 'variant') && own.options && own.options.length > 0) {
    const kinds = new Set(own.options.map(kindOf));
    return kinds.size === 1 ? [...kinds][0]! : 'other';
  }
  return 'other';
}

export interface ShapeMismatch { field: string; message: string }

export function shapeMismatchIn(schema: unknown, value: unknown, path: string[] = []): ShapeMismatch | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const node = unwrapped(schema as SchemaNode);
  const kind = kindOf(node);
  const field = path.length > 0 ? path.join('.') : '_';
  if (kind === 'object' && Array.isArray(value)) return { field, message: requestShapeText.objectExpected };
  if (kind === 'array' && !Array.isArray(value)) return { field, message: requestShapeText.arrayExpected };
  if (node.entries && !Array.isArray(value)) {
    for (const [key, entry] of Object.entries(node.entries)) {
      if (!Object.hasOwn(value, key)) continue;
      const found = shapeMismatchIn(entry, (value as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
  }
  if (node.type === 'array' && node.item && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = shapeMismatchIn(node.item, item, [...path, String(index)]);
      if (found) return found;
    }
  }
  return undefined;
}
