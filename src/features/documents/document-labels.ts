// The label of a document's type: identity documents 0–4 (000 §3); personal documents 0–4 with
// the labels domain/ gives them (the seeds do not show theirs).
import type { DocumentKind } from '../../db/index';
import { codesOf, documentTypeLabels, personalFileTypes } from '../../domain/codes';
import { documentText } from '../../domain/reception-text';

export function documentTypeLabel(kind: DocumentKind, type: number): string {
  if (kind === 'identity') return documentTypeLabels[type as keyof typeof documentTypeLabels] ?? String(type);
  return documentText.personalType(type);
}

export function documentTypes(kind: DocumentKind): number[] {
  return kind === 'identity' ? codesOf(documentTypeLabels) : [...personalFileTypes];
}
