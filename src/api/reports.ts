// The clinic's monthly counts (GET Reports/monthly, issue 37 §1): SuperAdmin and Research only.
import * as v from 'valibot';
import { monthlyReportResult, type MonthlyReport } from '../domain/schemas/report';
import { request } from './client';

export type { MonthlyReport } from '../domain/schemas/report';

/** Gregorian `YYYY-MM-DD` days; none: the server's last 12 Jalali months. */
export async function fetchMonthlyReport(range: { from?: string; to?: string } = {}): Promise<MonthlyReport> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const text = query.toString();
  const envelope = await request(`Reports/monthly${text ? `?${text}` : ''}`);
  return v.parse(monthlyReportResult, envelope.result);
}
