// A multipart upload through XMLHttpRequest, for its upload.onprogress (browser only).
import { parseEnvelope, type Envelope } from './envelope';
import { ApiError, parseRetryAfter, reasonOfStatus } from './errors';

export function xhrUpload(
  url: string, body: FormData, headers: Record<string, string>, timeoutMs: number, onProgress?: (fraction: number) => void,
): Promise<Envelope> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('network', '', undefined));
    xhr.ontimeout = () => reject(new ApiError('timeout', '', undefined));
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      const envelope = parseEnvelope(parsed);
      if (xhr.status >= 200 && xhr.status < 300 && envelope) return resolve(envelope);
      if (xhr.status >= 200 && xhr.status < 300) return reject(new ApiError('server', '', xhr.status));
      reject(new ApiError(reasonOfStatus(xhr.status), envelope?.message ?? '', xhr.status, envelope,
        parseRetryAfter(xhr.getResponseHeader('Retry-After'))));
    };
    xhr.send(body);
  });
}
