// GET Export/{kind}?from=&to=&type= (issue 37 §4): a CSV file the server builds, as a Blob to save.
// Online only: an export is never queued.
import ky from 'ky';
import type { ExportKind } from '../domain/export-kinds';
import { apiBaseUrl, currentToken } from './client';
import { ApiError, reasonOfStatus } from './errors';

export interface ExportRange { from?: string; to?: string; type?: number }

export async function fetchExport(kind: ExportKind, range: ExportRange = {}): Promise<Blob> {
  const token = currentToken();
  const searchParams = Object.fromEntries(Object.entries(range).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));
  try {
    return await ky(`Export/${kind}`, {
      prefixUrl: apiBaseUrl(), retry: 0, timeout: 300_000, searchParams,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).blob();
  } catch (error) {
    const status = (error as { response?: Response }).response?.status;
    throw new ApiError(status ? reasonOfStatus(status) : 'network', '', status);
  }
}
