// The import rules of design.md as one lint rule: which folder may import which, and which
// packages only one folder may touch. Relative paths are resolved against the importing file.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The zone of a file: 'features/auth', 'db', 'server', … (null: not governed). */
export function zoneOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'src') {
    const folders = ['app', 'routes', 'features', 'ui', 'state', 'db', 'sync', 'api', 'domain'];
    if (rel[1] === 'routeTree.gen.ts' || rel[1] === 'routeTree.gen') return 'routes';
    if (rel.length === 2 && !folders.includes(rel[1])) return 'app'; // src/main.tsx and friends
    if (rel[1] === 'features') return rel.length > 3 ? `features/${rel[2]}` : 'features';
    return rel[1];
  }
  if (rel[0] === 'server' || rel[0] === 'sw') return rel[0];
  return null;
}

const may = {
  app: ['app', 'routes', 'features/*', 'ui', 'state', 'db', 'sync', 'api', 'domain'],
  // Not app: app/ mounts the router around the routes, so a route reaching back up makes a loop.
  routes: ['routes', 'features/*', 'ui', 'state', 'db', 'sync', 'api', 'domain'],
  'features/*': ['self', 'ui', 'state', 'db', 'sync', 'api', 'domain'],
  ui: ['ui', 'domain'],
  // App state the features share (the kiosk device, the registration draft): no components.
  state: ['state', 'domain'],
  db: ['db', 'domain'],
  sync: ['sync', 'db', 'api', 'domain'],
  api: ['api', 'domain'],
  domain: ['domain'],
  sw: ['sw', 'sync', 'db', 'api', 'domain'],
  server: ['server', 'domain'],
};

const packagesOnlyIn = {
  dexie: ['db'],
  'dexie-react-hooks': ['db'],
  ky: ['api'],
};
const forbiddenIn = {
  domain: /^(react|react-dom|@mui\/|@emotion\/|@tanstack\/|zustand|workbox-|dexie|ky$|hono|pg$|@electric-sql)/,
  server: /^(react|react-dom|@mui\/|@emotion\/|@tanstack\/|zustand|workbox-|dexie|ky$)/,
  db: /^(react-dom|@mui\/|@emotion\/|@tanstack\/|ky$)/,
  api: /^(react|react-dom|@mui\/|@emotion\/|@tanstack\/|dexie)/,
  state: /^(react-dom|@mui\/|@emotion\/|@tanstack\/|dexie|ky$)/,
};

const pkgName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

function check(context, node) {
  const source = node.source;
  if (!source || typeof source.value !== 'string') return;
  const file = context.filename;
  const from = zoneOf(file);
  if (!from) return;
  const spec = source.value;
  if (!spec.startsWith('.')) {
    const name = pkgName(spec);
    const only = packagesOnlyIn[name];
    if (only && !only.includes(from)) {
      context.report({ node: source, message: `Only ${only.join(', ')}/ may import '${name}' (design.md).` });
    }
    const forbidden = forbiddenIn[from];
    if (forbidden && forbidden.test(spec)) {
      context.report({ node: source, message: `${from}/ may not import '${spec}' (design.md).` });
    }
    return;
  }
  const target = path.resolve(path.dirname(file), spec);
  const to = zoneOf(target);
  if (to === from) return;
  const key = from.startsWith('features/') ? 'features/*' : from;
  const allowed = may[key] ?? [];
  const rel = path.relative(root, target);
  if (from === 'server') {
    if (rel.startsWith(`src${path.sep}domain`) || !rel.startsWith('src')) return;
    context.report({ node: source, message: `server/ may import only src/domain/ from src/ (design.md).` });
    return;
  }
  const ok = to !== null && allowed.some((zone) =>
    zone === 'features/*' ? to.startsWith('features/') : zone === to,
  );
  if (!ok) {
    context.report({ node: source, message: `${from}/ may not import ${to ?? rel} (design.md: app → routes → features → ui, db, sync, api → domain).` });
  }
}

export default {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const visit = (node) => check(context, node);
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
  },
};
