// The few /api/v1 calls the bench makes from Node: sign in, read a list's total.
export async function login(apiUrl: string, userName: string, password: string): Promise<string> {
  const answer = await fetch(`${apiUrl}Account/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password }),
  });
  const body = (await answer.json()) as { result?: { token?: string }; message?: string };
  if (!answer.ok || !body.result?.token) throw new Error(`login ${userName}: ${answer.status} ${body.message ?? ''}`);
  return body.result.token;
}

export async function clientsTotal(apiUrl: string, token: string): Promise<number> {
  const answer = await fetch(`${apiUrl}client/6/1`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { pagination?: { total?: number } };
  return body.pagination?.total ?? Number.NaN;
}
