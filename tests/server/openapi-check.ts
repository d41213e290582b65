// An exchange checked against openapi.json by tools that know nothing of our valibot schemas: the
// document against the OpenAPI 3.1 schema (@seriousme/openapi-schema-validator, which also
// resolves its $refs), each parameter, body and header by Ajv (JSON Schema 2020-12, formats).
// Paths are matched case-insensitively, as the server matches them (api-v1.md).
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Exchange } from './traffic';

// ajv-formats is CommonJS: its default export is the function, under `default` once more when imported from ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

type Schema = Record<string, unknown>;
interface Parameter { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema }
interface Response { headers?: Record<string, { required?: boolean; schema: Schema }>; content?: Record<string, { schema: Schema }> }
interface Operation { security?: unknown[]; parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> }; responses: Record<string, Response> }
type Paths = Record<string, Record<string, Operation>>;

export interface Verdict {
  /** Where the document has this call: `get /Client/{id}`; undefined when it has none. */
  operation?: string;
  status: number;
  /** Why the request is not one the document allows (empty: it is). */
  requestFaults: string[];
  /** Where the answer or the pair disagrees with the document: each one a defect. */
  mismatches: string[];
}

export async function contractOf(document: unknown) {
  const validator = new Validator();
  const checked = await validator.validate(document as Record<string, unknown>);
  if (!checked.valid) throw new Error(`openapi.json is not valid OpenAPI ${validator.version ?? ''}: ${JSON.stringify(checked.errors).slice(0, 2000)}`);
  const resolved = validator.resolveRefs() as { paths: Paths; security?: unknown[] };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<Schema, ValidateFunction>();
  const compile = (schema: Schema) => {
    let fn = compiled.get(schema);
    if (!fn) compiled.set(schema, (fn = ajv.compile(schema)));
    return fn;
  };
  const faultsOf = (schema: Schema, value: unknown, at: string) => {
    const fn = compile(schema);
    return fn(value) ? [] : [`${at}: ${ajv.errorsText(fn.errors, { dataVar: at })}`];
  };
  const templates = Object.keys(resolved.paths).map((template) => {
    const names: string[] = [];
    const source = template.split('/').map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) names.push(param[1]!);
      return param ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }).join('/');
    const literal = template.split('/').filter((segment) => !segment.startsWith('{')).length;
    return { template, names, literal, pattern: new RegExp(`^${source}$`, 'i') };
  }).sort((a, b) => b.literal - a.literal);

  /** A path segment as the server reads it; bytes that are no UTF-8 stay as sent. */
  const decoded = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };

  function find(method: string, path: string) {
    for (const t of templates) {
      const match = t.pattern.exec(path);
      const operation = match && resolved.paths[t.template]![method];
      if (operation) return { template: t.template, operation, values: Object.fromEntries(t.names.map((name, i) => [name, decoded(match[i + 1]!)])) };
    }
    return undefined;
  }

  /** A text from the wire as the parameter's schema reads it (an integer from its digits). */
  const valueOf = (schema: Schema, text: string): unknown => (schema.type === 'integer' && /^-?\d+$/.test(text) ? Number(text) : text);

  function requestFaultsOf(operation: Operation, exchange: Exchange, url: URL, values: Record<string, string>): string[] {
    const faults: string[] = [];
    const header = (name: string) => Object.entries(exchange.requestHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
    for (const parameter of operation.parameters ?? []) {
      const raw = parameter.in === 'path' ? values[parameter.name] : parameter.in === 'query' ? url.searchParams.get(parameter.name) ?? undefined : header(parameter.name);
      if (raw === undefined) {
        if (parameter.required) faults.push(`${parameter.in} ${parameter.name}: missing`);
        continue;
      }
      faults.push(...faultsOf(parameter.schema, valueOf(parameter.schema, raw), `${parameter.in} ${parameter.name}`));
    }
    const security = operation.security ?? resolved.security ?? [];
    const schemes = security.flatMap((requirement) => Object.keys(requirement as object));
    const authorization = header('authorization') ?? '';
    if (schemes.includes('bearer') && !/^Bearer\s+\S+$/i.test(authorization)) faults.push('authorization: no Bearer token');
    if (schemes.includes('delivery') && !/^Delivery\s+\S+$/i.test(authorization)) faults.push('authorization: no Delivery credential');
    const content = operation.requestBody?.content;
    if (content?.['application/json']) {
      if (exchange.requestBody === undefined) {
        if (operation.requestBody?.required) faults.push('body: missing');
      } else {
        let body: unknown;
        try {
          body = JSON.parse(exchange.requestBody);
          faults.push(...faultsOf(content['application/json'].schema, body, 'body'));
        } catch {
          faults.push('body: not JSON');
        }
      }
    } else if (content?.['application/octet-stream']) {
      if (!exchange.bytesSent && operation.requestBody?.required) faults.push('body: no bytes');
    } else if (content?.['multipart/form-data'] && !exchange.multipart) {
      faults.push('body: not multipart/form-data');
    }
    // A body sent to an operation that takes none is no fault: the server reads none (RFC 9110
    // gives a GET's or DELETE's body no meaning), as the fuzzing file's hostile calls show.
    return faults;
  }

  function responseMismatchesOf(response: Response | undefined, exchange: Exchange): string[] {
    if (!response) return [`status ${exchange.status} is not declared`];
    const mismatches: string[] = [];
    for (const [name, declared] of Object.entries(response.headers ?? {})) {
      const value = exchange.responseHeaders[name.toLowerCase()];
      if (value === undefined) {
        if (declared.required) mismatches.push(`header ${name}: missing`);
      } else mismatches.push(...faultsOf(declared.schema, value, `header ${name}`));
    }
    const mediaType = exchange.contentType.split(';')[0]!.trim();
    const declared = response.content?.[mediaType];
    if (!declared) return [...mismatches, `content type ${mediaType || '(none)'} is not declared (${Object.keys(response.content ?? {}).join(', ')})`];
    if (mediaType === 'application/json') {
      let body: unknown;
      try {
        body = JSON.parse(exchange.responseText ?? '');
      } catch {
        return [...mismatches, 'answer: not JSON'];
      }
      mismatches.push(...faultsOf(declared.schema, body, 'answer'));
    }
    return mismatches;
  }

  return {
    version: validator.version,
    operations: Object.entries(resolved.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`)),
    check(exchange: Exchange): Verdict {
      const url = new URL(exchange.path, 'http://server/');
      const method = exchange.method.toLowerCase();
      const found = find(method, `/${url.pathname.replace(/^\//, '')}`);
      if (!found) {
        // No operation of the document: the server must say it has none.
        return { status: exchange.status, requestFaults: ['no such operation'], mismatches: exchange.status === 404 || exchange.status === 405 ? [] : [`${exchange.status} to a call the document does not have`] };
      }
      const requestFaults = requestFaultsOf(found.operation, exchange, url, found.values);
      const mismatches = responseMismatchesOf(found.operation.responses[String(exchange.status)], exchange);
      // The document must not forbid a call the server takes.
      if (exchange.status < 300 && requestFaults.length > 0) mismatches.push(`answered ${exchange.status} to a request the document forbids: ${requestFaults.join('; ')}`);
      return { operation: `${method} ${found.template}`, status: exchange.status, requestFaults, mismatches };
    },
  };
}
