// Which rows and columns each export kind writes (issue 37 §4), as one CSV stream.
import type { ExportKind, ExportQuery } from '../../src/domain/export-kinds';
import { isRecordExport } from '../../src/domain/export-kinds';
import { exportColumns as col, exportValues } from '../../src/domain/export-text';
import type { Sql } from '../db/sql';
import { clientExportPage, followUpExportPage, recordExportPage, type ClientExportRow, type ClientListFilter, type FollowUpExportRow } from '../store/export-pages';
import { bothDates, clientCells, clientHeader, personCells, personHeader } from './cells';
import { csvStream } from './csv-stream';
import { recordExport } from './record-columns';

const clientLists: Partial<Record<ExportKind, ClientListFilter>> = { clients: 'all', screeningClients: 'screening', coveredPatients: 'covered' };

/** The file of a kind; a record kind needs its range (the route checked it). */
export function exportStream(db: Sql, kind: ExportKind, query: ExportQuery & { from: string; to: string }, onEnd: (rows: number) => void): ReadableStream<Uint8Array> {
  if (isRecordExport(kind)) {
    const { header, cells } = recordExport(kind, query.type);
    const range = { from: query.from, to: query.to, type: kind === 'examinations' ? query.type : undefined };
    return csvStream(header, (last) => recordExportPage(db, kind, range, last && { day: last.performedAt ?? query.from, id: last.id }), cells, onEnd);
  }
  const list = clientLists[kind];
  if (list) {
    return csvStream<ClientExportRow>(clientHeader, (last) => clientExportPage(db, list, last?.id ?? 0), (row) => clientCells(row.id, row.data, row.registered), onEnd);
  }
  return csvStream<FollowUpExportRow>(
    [col.recordId, ...personHeader, col.reason, col.source, col.openedJalali, col.openedGregorian],
    (last) => followUpExportPage(db, last?.id ?? 0),
    (row) => [row.id, ...personCells(row.clientId, row.client), row.reason, row.source === 'rule' ? exportValues.byRule : exportValues.byHand, ...bothDates(row.opened)],
    onEnd,
  );
}
