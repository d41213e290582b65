// The few /api/v1 calls the bench makes from Node: sign in, add clients, read a list's total.
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

/** Adds `count` clients with national codes `prefix…n`, `parallel` at a time. */
export async function addClients(apiUrl: string, token: string, codes: string[], parallel = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < codes.length) {
      const n = next++;
      const answer = await fetch(`${apiUrl}Client`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'مریم', lastName: `احمدی ${n}`, fatherName: 'علی', nationalCode: codes[n], nationality: 'ایرانی',
          birthCertificateNumber: '12345', birthDay: '1985-03-21', gender: 1, education: 3, maritalStatus: 2,
          numberOfChildren: 1, housing: 1, address: 'تهران، خیابان انقلاب', phoneNumber: '09121234567',
          isCoveredPatient: n % 3 === 0, isScreening: n % 2 === 0, isPersonnel: false, isNew: true, greenCardCode: ' ',
        }),
      });
      if (answer.status !== 201 && answer.status !== 409) throw new Error(`client create: ${answer.status} ${await answer.text()}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
