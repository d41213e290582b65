// Import cycles are lint errors (style.md: bulletproof-react's import/no-cycle). A value import
// that leads back to the importing file, through relative imports read from disk, is reported
// with its path. Type-only imports and dynamic import() load nothing at start, so they are not
// edges. The graph is read once per lint run and shared by every file.
import fs from 'node:fs';
import path from 'node:path';

const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const extensions = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const graph = new Map();

function resolveFrom(file, spec) {
  const base = path.resolve(path.dirname(file), spec);
  if (/\.(ts|tsx|js|mjs)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of extensions) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

function importsOf(file) {
  if (graph.has(file)) return graph.get(file);
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // A file that vanished mid-run imports nothing.
  }
  const deps = [...text.matchAll(importPattern)].map((m) => resolveFrom(file, m[1])).filter(Boolean);
  graph.set(file, deps);
  return deps;
}

/** The import path from `start` back to `target`, or null. */
function pathBack(start, target) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (file === target) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...trail, next]]);
  }
  return null;
}

export default {
  rules: {
    'no-cycle': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const root = context.cwd;
        const visit = (node) => {
          if (node.importKind === 'type' || node.exportKind === 'type') return;
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = resolveFrom(file, spec);
          if (!target) return;
          const trail = pathBack(target, file);
          if (!trail) return;
          const shown = [file, ...trail].map((f) => path.relative(root, f)).join(' → ');
          context.report({ node: node.source, message: `Import cycle: ${shown}. Move what both need into a lower layer (style.md).` });
        };
        return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit };
      },
    },
  },
};
