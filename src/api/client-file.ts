// GET Client/getfile/{fileName}: a stored document image (auth required), as a Blob for a viewer.
import ky from 'ky';
import { apiBaseUrl, currentToken } from './client';
import { ApiError, reasonOfStatus } from './errors';

export async function fetchClientFile(fileName: string): Promise<Blob> {
  const token = currentToken();
  try {
    return await ky(`Client/getfile/${encodeURIComponent(fileName)}`, {
      prefixUrl: apiBaseUrl(), retry: 0, timeout: 30_000,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).blob();
  } catch (error) {
    const status = (error as { response?: Response }).response?.status;
    throw new ApiError(status ? reasonOfStatus(status) : 'network', '', status);
  }
}
