// @vitest-environment node
// style.md: every Persian text a person sees comes from src/domain. Read as the
// compiler reads it (comments are not text), no string, template or JSX text outside domain/
// holds a Persian or Arabic character: letters, digits and punctuation such as «،» and «٫».
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');
const persian = /[\u0600-\u06FF]/;
const textKinds = new Set([
  ts.SyntaxKind.StringLiteral, ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle, ts.SyntaxKind.TemplateTail, ts.SyntaxKind.JsxText,
]);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === join(src, 'domain') ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line text` for each literal of the file holding Persian. */
function persianLiterals(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (textKinds.has(node.kind) && persian.test(node.getText(file))) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${relative(root, path)}:${line + 1} ${node.getText(file).trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('Persian text lives in domain/', () => {
  it('the check sees a literal, and not a comment', () => {
    const sample = join(src, 'sample.tsx');
    const file = ts.createSourceFile(sample, "// 'نام'\nconst a = <b title=\"نام\">کد</b>;", ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const kinds: ts.SyntaxKind[] = [];
    const visit = (node: ts.Node) => {
      if (textKinds.has(node.kind) && persian.test(node.getText(file))) kinds.push(node.kind);
      ts.forEachChild(node, visit);
    };
    visit(file);
    expect(kinds).toEqual([ts.SyntaxKind.StringLiteral, ts.SyntaxKind.JsxText]);
  });

  it('no source outside src/domain holds a Persian literal', () => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(persianLiterals)).toEqual([]);
  });
});
