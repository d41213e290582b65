// The dashboard's answer: the server's, kept on the tablet (sealed) as it comes; offline, or when
// the server cannot be reached, the last one kept, marked as such so the screen says its date.
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { isUnreachable } from '../../api/errors';
import { fetchMonthlyReport, type MonthlyReport } from '../../api/reports';
import { keepReport, keptReport, localDb } from '../../db/index';
import { monthlyReportResult } from '../../domain/schemas/report';
import { reportError } from '../../ui/toast-store';

export type ReportState =
  | { kind: 'loading' }
  | { kind: 'fresh'; report: MonthlyReport }
  | { kind: 'kept'; report: MonthlyReport }
  | { kind: 'none' }
  | { kind: 'failed' };

async function lastKept(): Promise<MonthlyReport | undefined> {
  const kept = await keptReport(localDb()).catch(() => undefined);
  const parsed = v.safeParse(monthlyReportResult, kept);
  return parsed.success ? parsed.output : undefined;
}

export function useMonthlyReport(online: boolean, range: { from?: string; to?: string }): ReportState {
  const [state, setState] = useState<ReportState>({ kind: 'loading' });
  const { from, to } = range;
  useEffect(() => {
    let live = true;
    const fallBack = async () => {
      const report = await lastKept();
      if (live) setState(report ? { kind: 'kept', report } : { kind: 'none' });
    };
    setState({ kind: 'loading' });
    if (!online) {
      void fallBack();
    } else {
      fetchMonthlyReport({ from, to }).then(
        (report) => {
          if (!live) return;
          setState({ kind: 'fresh', report });
          // Locked or full: the screen still shows it; only the offline copy is missed.
          keepReport(localDb(), report).catch(() => {});
        },
        (error: unknown) => {
          if (!live) return;
          if (isUnreachable(error)) return void fallBack();
          reportError(error);
          setState({ kind: 'failed' });
        },
      );
    }
    return () => {
      live = false;
    };
  }, [online, from, to]);
  return state;
}
