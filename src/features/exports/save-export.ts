// Takes an export from the server and hands it to the browser as a download (issue 37 §4).
import { fetchExport, type ExportRange } from '../../api/exports';
import type { ExportKind } from '../../domain/export-kinds';
import { exportKindLabels } from '../../domain/export-text';
import { toAsciiDigits } from '../../domain/digits';
import { formatJalali } from '../../domain/jalali';

/** The file's name: what it holds and the Jalali day it was taken (ASCII digits for every disk). */
export const exportFileName = (kind: ExportKind, now = new Date()) =>
  `${exportKindLabels[kind]} ${toAsciiDigits(formatJalali(now)).replace(/\//g, '-')}.csv`;

export async function saveExport(kind: ExportKind, range: ExportRange): Promise<void> {
  const blob = await fetchExport(kind, range);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(kind);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the bytes to the download; the URL is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}
