// The columns of each record export (issue 37 §4): the person, the day it was done in both
// calendars, then the form's answers with their Persian labels (EORTC with its scale scores).
import { consultTypeLabels, examinationTypeLabels, helperVisitTypeLabels, visitHomeSuggestionLabels } from '../../src/domain/codes';
import type { CsvValue } from '../../src/domain/csv';
import { eortcScales, type EortcScale } from '../../src/domain/eortc';
import { examFieldLabels, examinationFields } from '../../src/domain/examination-fields';
import type { ExportRecordKind } from '../../src/domain/export-kinds';
import { exportColumns as col } from '../../src/domain/export-text';
import { homeVisitFieldLabels, riskQuestionLabels, eortcScaleLabels } from '../../src/domain/helper-text';
import { screeningQuestionLabels } from '../../src/domain/clinical-text';
import { riskQuestions, screeningQuestions } from '../../src/domain/schemas/clinical';
import { examinationTypes, type ExaminationType } from '../../src/domain/schemas/examinations';
import { bothDates, labelOf, personCells, personHeader, yesNo } from './cells';

export interface RecordRow { id: number; clientId: number; performedAt: string | null; data: Record<string, unknown>; client: Record<string, unknown> }
interface Columns { header: string[]; cells: (data: Record<string, unknown>) => CsvValue[] }

const homeVisitKeys = Object.keys(homeVisitFieldLabels) as (keyof typeof homeVisitFieldLabels)[];
const scales = Object.keys(eortcScales) as EortcScale[];
const eortcItems = Array.from({ length: 30 }, (_, i) => i + 1);
const value = (v: unknown): CsvValue => (typeof v === 'boolean' ? yesNo(v) : typeof v === 'string' || typeof v === 'number' ? v : '');

const helperColumns: Columns = {
  header: [col.testName, ...homeVisitKeys.map((k) => homeVisitFieldLabels[k]), col.visitHomeSuggestions,
    ...riskQuestions.map((q) => riskQuestionLabels[q]), ...eortcItems.map(col.eortcAnswer), ...scales.map((s) => col.eortcScore(eortcScaleLabels[s]))],
  cells: (d) => {
    const scores = (d.scores ?? {}) as Record<string, unknown>;
    const suggestions = Array.isArray(d.visitHomeSuggestions) ? d.visitHomeSuggestions.map((s) => labelOf(visitHomeSuggestionLabels, s)).join('، ') : '';
    return [labelOf(helperVisitTypeLabels, d.visitType), ...homeVisitKeys.map((k) => value(d[k])), suggestions,
      ...riskQuestions.map((q) => value(d[q])), ...eortcItems.map((n) => value(d[`q${n}`])),
      ...scales.map((s) => (typeof scores[s] === 'number' ? Math.round((scores[s] as number) * 10) / 10 : ''))];
  },
};

/** The fields of one examination type, or of every type (each once, in type order). */
function examinationColumns(type: ExaminationType | undefined): Columns {
  const names = [...new Set((type === undefined ? examinationTypes : [type]).flatMap((t) => examinationFields[t].map((f) => f.name)))];
  return {
    header: [col.examinationType, ...names.map((n) => examFieldLabels[n] ?? n)],
    cells: (d) => [labelOf(examinationTypeLabels, d.type), ...names.map((n) => value(d[n]))],
  };
}

function columnsOf(kind: ExportRecordKind, type?: number): Columns {
  switch (kind) {
    case 'screeningTests':
      return { header: screeningQuestions.map((q) => screeningQuestionLabels[q]), cells: (d) => screeningQuestions.map((q) => value(d[q])) };
    case 'helperTests':
      return helperColumns;
    case 'consultations':
      return { header: [col.consultType, col.consultantName, col.counselingText],
        cells: (d) => [labelOf(consultTypeLabels, d.consultType), value(d.consultantName), value(d.counselingText)] };
    case 'examinations':
      return examinationColumns(type as ExaminationType | undefined);
  }
}

/** The header and a row's cells of a record export. */
export function recordExport(kind: ExportRecordKind, type?: number) {
  const own = columnsOf(kind, type);
  return {
    header: [col.recordId, ...personHeader, col.performedJalali, col.performedGregorian, ...own.header],
    cells: (row: RecordRow): CsvValue[] => [row.id, ...personCells(row.clientId, row.client), ...bothDates(row.performedAt), ...own.cells(row.data)],
  };
}
