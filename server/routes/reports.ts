// Reports (issue 37 §1): the clinic's counts per Jalali month, for SuperAdmin and Research, in
// one call per view. The range is Gregorian days; without it, the last 12 Jalali months.
import { dayIn } from '../../src/domain/clinical-dates';
import { messages } from '../../src/domain/messages';
import { lastTwelveMonths, monthsBetween } from '../../src/domain/report-months';
import { monthlyReportQuery, monthlyReportResult } from '../../src/domain/schemas/report';
import { reply } from '../http/envelope';
import { invalid } from '../http/failure';
import { check } from '../http/validate';
import type { RouteDef } from '../http/route';
import { monthlyCounts } from '../store/reports';

/** Ten years of months at most: a view a person reads, not a scan of everything at once. */
const maxMonths = 120;

export const reportRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Reports/monthly', access: { station: 'reports' }, query: monthlyReportQuery, result: monthlyReportResult, statuses: [400],
    summary: 'Counts per Jalali month for the whole clinic (query from, to: Gregorian YYYY-MM-DD; default the last 12 Jalali months)',
    handler: async (c) => {
      const query = check(monthlyReportQuery, { from: c.req.query('from'), to: c.req.query('to') });
      const to = query.to ?? dayIn(Date.now());
      const from = query.from ?? lastTwelveMonths(to).from;
      if (from > to) throw invalid({ from: messages.invalidValue });
      const months = monthsBetween(from, to);
      if (months.length > maxMonths) throw invalid({ from: messages.invalidValue });
      const series = await monthlyCounts(c.get('deps').sql, months);
      return reply(c, { from, to, months: months.map((m) => m.key), series, madeAt: new Date().toISOString() });
    },
  },
];
