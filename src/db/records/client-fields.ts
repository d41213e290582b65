// A server row (sync/changes, a 409's record) as the client fields this tablet stores. The field
// list is the client create schema's (domain/schemas/client.ts), so a field added there is read
// here too; each is converted by its schema's type, with the few exceptions below.
import type * as v from 'valibot';
import { clientCreateSchema } from '../../domain/schemas/client';
import type { ClientFields } from '../store/index';

type Data = Record<string, unknown>;
type Field = keyof ClientFields;

/** The base type of an entry: optional and pipe unwrapped. */
function typeOf(schema: v.GenericSchema): string {
  const inner = schema as v.GenericSchema & { wrapped?: v.GenericSchema; pipe?: readonly v.GenericSchema[] };
  if (inner.type === 'optional' && inner.wrapped) return typeOf(inner.wrapped);
  if (inner.pipe && inner.pipe[0] !== schema) return typeOf(inner.pipe[0]!);
  return inner.type;
}

const byType: Record<string, (data: Data, key: string) => unknown> = {
  string: (data, key) => (data[key] == null ? '' : String(data[key])),
  // A coded value the server left out is "not chosen" (-1).
  number: (data, key) => Number(data[key] ?? -1),
  boolean: (data, key) => Boolean(data[key]),
};

const exceptions: Partial<Record<Field, (data: Data) => unknown>> = {
  // The server answers a timestamp; the form holds the day.
  birthDay: (data) => (data.birthDay == null ? '' : String(data.birthDay)).slice(0, 10),
  numberOfChildren: (data) => Number(data.numberOfChildren ?? 0),
  // Rows of the legacy API may spell it isPersonel.
  isPersonnel: (data) => Boolean(data.isPersonnel ?? data.isPersonel),
};

const converters = Object.entries(clientCreateSchema.pipe[0].entries)
  .filter(([key]) => key !== 'localId')
  .map(([key, schema]) => {
    const convert = exceptions[key as Field] ?? byType[typeOf(schema)];
    if (!convert) throw new Error(`client field ${key}: no conversion for its type`);
    return [key, convert] as const;
  });

export function toClientFields(data: Data): ClientFields {
  return Object.fromEntries(converters.map(([key, convert]) => [key, convert(data, key)])) as unknown as ClientFields;
}
