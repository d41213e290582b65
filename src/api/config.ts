// The API client's settings (base URL, token, what a 401 does), apart from the ky client itself:
// app/ configures them at start, and ky loads only with the first request (client.ts), so the
// landing and sign-in pages paint without it.
export interface ApiConfig {
  /** Absolute base such as `http://127.0.0.1:8080/api/v1/`; defaults to the page's own `/api/v1/`. */
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** Called on any 401 (000 §4: clear the session, go to the root). */
  onUnauthorized: () => void;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const defaultBase = () =>
  typeof location === 'undefined' ? 'http://127.0.0.1:8080/api/v1/' : new URL('/api/v1/', location.origin).href;

let config: ApiConfig = { baseUrl: '', getToken: () => null, onUnauthorized: () => {}, timeoutMs: 30_000 };

export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

/** The settings in force now (read at each request, so a later configureApi counts). */
export function apiConfig(): ApiConfig {
  return config;
}

export function apiBaseUrl(): string {
  return config.baseUrl || defaultBase();
}
