// The rooms of src/db/ as lint rules (db/README.md). Two rules:
// - `doors`: a room is entered through its index.ts only. Outside db/ (sync/, sw/, features/, …)
//   code imports src/db/index.ts or src/db/<room>/index.ts; inside db/ a room imports another
//   room's door, and only a room below it (crypto, quota → store → outbox → records → writeback →
//   pull, kiosk → react). sync/ and sw/ take no hooks: not db/react/.
// - `outbox-tables`: only src/db/outbox/ reads or writes the queue's tables (`db.outbox`,
//   `db.sending`, `table('outbox')`, `objectStore('sending')`, …). A DBCore middleware that sees
//   every table by name compares strings and is not a read.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dbDir = path.join(root, 'src', 'db');

/** Each room and the rooms below it it may import (besides domain/ and packages). */
const below = {
  crypto: [],
  quota: [],
  store: ['crypto', 'quota'],
  outbox: ['store', 'crypto', 'quota'],
  records: ['outbox', 'store', 'crypto', 'quota'],
  writeback: ['records', 'outbox', 'store', 'crypto', 'quota'],
  pull: ['writeback', 'records', 'outbox', 'store', 'crypto', 'quota'],
  kiosk: ['writeback', 'records', 'outbox', 'store', 'crypto', 'quota'],
  react: ['.'],
  '.': ['pull', 'kiosk', 'writeback', 'records', 'outbox', 'store', 'crypto', 'quota'],
};

/** For a path under src/db/: its room ('.' for src/db/index.ts) and whether it is the room's door. */
export function roomOf(file) {
  const rel = path.relative(dbDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts.length === 1) return { room: '.', door: /^index(\.tsx?)?$/.test(parts[0]) };
  return { room: parts[0], door: parts.length === 2 && /^index(\.tsx?)?$/.test(parts[1]) };
}

const governed = (file) => {
  const rel = path.relative(root, file).split(path.sep);
  return rel[0] === 'src' || rel[0] === 'sw';
};

function checkImport(context, node) {
  const source = node.source;
  if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
  const file = context.filename;
  if (!governed(file)) return;
  const to = roomOf(path.resolve(path.dirname(file), source.value));
  if (!to) return;
  const from = roomOf(file);
  if (from && from.room === to.room) return;
  const shown = to.room === '.' ? 'db/index' : `db/${to.room}/`;
  if (!to.door) {
    context.report({ node: source, message: `Import ${shown} through its door, ${to.room === '.' ? 'src/db/index.ts' : `src/db/${to.room}/index.ts`} (db/README.md).` });
    return;
  }
  if (!from) {
    const zone = path.relative(root, file).split(path.sep);
    const worker = zone[0] === 'sw' || zone[1] === 'sync';
    if (worker && to.room === 'react') {
      context.report({ node: source, message: 'sync/ and sw/ import db/index, not db/react/ (no React in the worker).' });
    }
    return;
  }
  if (!(below[from.room] ?? []).includes(to.room)) {
    context.report({ node: source, message: `db/${from.room === '.' ? 'index' : from.room}/ may not import ${shown}: rooms import only the rooms below them (db/README.md).` });
  }
}

const queueTables = new Set(['outbox', 'sending']);
const tableCalls = new Set(['table', 'objectStore']);

const inOutboxRoom = (file) => roomOf(file)?.room === 'outbox';

function memberName(node) {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  return undefined;
}

export default {
  rules: {
    doors: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const visit = (node) => checkImport(context, node);
        return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
      },
    },
    'outbox-tables': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        if (!governed(file) || inOutboxRoom(file)) return {};
        const report = (node, name) => context.report({
          node,
          message: `Only src/db/outbox/ touches the queue's table '${name}': call a named operation from db/outbox/index.ts (db/README.md).`,
        });
        return {
          MemberExpression(node) {
            // `db.outbox`, `this.db.sending`, `localDb().outbox`, `db['outbox']`: no other object
            // in src/ or sw/ has a property of these names.
            const name = memberName(node);
            if (name && queueTables.has(name)) report(node, name);
          },
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression') return;
            const fn = memberName(callee);
            const arg = node.arguments[0];
            if (fn && tableCalls.has(fn) && arg?.type === 'Literal' && queueTables.has(arg.value)) report(node, arg.value);
          },
        };
      },
    },
  },
};
