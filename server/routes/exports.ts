// Export/{kind}?from=&to=&type= (issue 37 §4): a list or the records of a kind over a range of
// days as CSV (UTF-8 with a BOM, Persian columns and labels), streamed as its rows are read.
import { exportKinds, exportQuerySchema, isRecordExport } from '../../src/domain/export-kinds';
import { exportText } from '../../src/domain/export-text';
import { messages } from '../../src/domain/messages';
import { invalid } from '../http/failure';
import { check } from '../http/validate';
import type { RouteDef } from '../http/route';
import { exportStream } from '../export/export-file';
import { recordAudit } from '../store/audit';

export const exportRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Export/{kind}', access: { station: 'exports' }, query: exportQuerySchema, csv: true,
    words: { kind: exportKinds },
    summary: 'A list (clients, screening clients, covered patients, open follow-ups) or the records of a kind done from `from` to `to` (screening forms, helper tests with EORTC scores, consultations, examinations of `type` or all) as CSV in UTF-8 with a BOM',
    notes: 'Record kinds need from and to (Gregorian days, both included); lists take neither.',
    handler: async (c, caller) => {
      // The app lowercases every /api/v1 path before routing (app.ts): the kind is matched so.
      const asked = (c.req.param('kind') ?? '').toLowerCase();
      const kind = exportKinds.find((known) => known.toLowerCase() === asked);
      if (!kind) throw invalid({ kind: messages.invalidValue });
      const query = check(exportQuerySchema, { from: c.req.query('from'), to: c.req.query('to'), type: c.req.query('type') });
      const { from = '', to = '' } = query;
      if (isRecordExport(kind) && (!from || !to || from > to)) throw invalid({ from: exportText.needsRange });
      const { sql, log } = c.get('deps');
      const requestId = c.get('requestId');
      // Who took which file, never what was in it.
      log.info('export-started', { requestId, kind, userId: caller!.userId });
      // The trail says who took which kind of file, and when (issue 37 §5); before a byte leaves.
      await recordAudit(sql, { action: 'export', entity: kind });
      const stream = exportStream(sql, kind, { ...query, from, to }, (rows) => log.info('export-finished', { requestId, kind, rows }));
      return c.body(stream, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${kind}.csv"`,
      });
    },
  },
];
