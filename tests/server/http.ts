// Small helpers for the server tests: JSON calls with a token, answers read as envelopes.
export interface Answer<T = unknown> {
  status: number;
  body: { statusCode: number; message: string; data: unknown; result: T; pagination: { total: number; page: number; pageSize: number } | null; errors?: Record<string, string> };
  headers: Headers;
}

export async function call<T = unknown>(
  apiUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: BodyInit } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const answer = await fetch(apiUrl + path, { method, headers, body });
  const text = await answer.text();
  let parsed: Answer<T>['body'];
  try {
    parsed = JSON.parse(text) as Answer<T>['body'];
  } catch {
    throw new Error(`${method} ${path}: not JSON (${answer.status}): ${text.slice(0, 200)}`);
  }
  return { status: answer.status, body: parsed, headers: answer.headers };
}
