// valibot → JSON Schema (2020-12, as OpenAPI 3.1 uses) for the kinds our schemas use, so
// openapi.json is generated from the very schemas that validate requests.
type Node = { type: string; [key: string]: unknown };
type JsonSchema = Record<string, unknown>;

function applyPipe(schema: JsonSchema, pipe: readonly Node[]): JsonSchema {
  const out = { ...schema };
  for (const action of pipe.slice(1)) {
    const requirement = action.requirement;
    switch (action.type) {
      case 'regex': out.pattern = (requirement as RegExp).source; break;
      case 'min_length': case 'non_empty': out.minLength = action.type === 'non_empty' ? 1 : requirement; break;
      case 'max_length': out[out.type === 'array' ? 'maxItems' : 'maxLength'] = requirement; break;
      case 'min_value': out.minimum = requirement; break;
      case 'max_value': out.maximum = requirement; break;
      case 'integer': out.type = 'integer'; break;
      case 'uuid': out.format = 'uuid'; break;
      case 'iso_timestamp': out.format = 'date-time'; break;
      default: break;
    }
  }
  return out;
}

export function toJsonSchema(node: Node): JsonSchema {
  const base = convert(node);
  return Array.isArray(node.pipe) ? applyPipe(base, node.pipe as Node[]) : base;
}

function convert(node: Node): JsonSchema {
  switch (node.type) {
    case 'string': return { type: 'string' };
    case 'number': return { type: 'number' };
    case 'boolean': return { type: 'boolean' };
    case 'null': return { type: 'null' };
    case 'literal': return { const: node.literal };
    case 'picklist': return { enum: node.options };
    case 'array': return { type: 'array', items: toJsonSchema(node.item as Node) };
    case 'union': return { anyOf: (node.options as Node[]).map(toJsonSchema) };
    case 'nullable': return { anyOf: [toJsonSchema(node.wrapped as Node), { type: 'null' }] };
    case 'optional': return toJsonSchema(node.wrapped as Node);
    case 'object': case 'strict_object': case 'loose_object': {
      const entries = node.entries as Record<string, Node>;
      const required = Object.entries(entries).filter(([, entry]) => entry.type !== 'optional').map(([name]) => name);
      return {
        type: 'object',
        properties: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, toJsonSchema(entry)])),
        ...(required.length > 0 ? { required } : {}),
      };
    }
    default: return {};
  }
}
