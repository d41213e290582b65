// The national-code search of every list (000 §5): digits only; not exactly 10 digits →
// 'موردی یافت نشد', box and result cleared. The local store first, the server when online.
import { useState } from 'react';
import { searchClientOnServer } from '../../api/client-search';
import { findByNationalCode, localDb, type ClientList, type ClientRow } from '../../db/index';
import { rememberServerClient } from '../../db/pull/index';
import { digitsOnly } from '../../domain/digits';
import { messages } from '../../domain/messages';
import { reportError, showToast } from '../../ui/toast-store';

const inList = (row: ClientRow, list: ClientList) =>
  list === 'all' || (list === 'covered' ? row.fields.isCoveredPatient : row.fields.isScreening);

export function useClientSearch(list: ClientList) {
  const [query, setQueryRaw] = useState('');
  const [result, setResult] = useState<ClientRow | null>(null);
  const [busy, setBusy] = useState(false);

  const notFound = () => {
    showToast('info', messages.notFound);
    setQueryRaw('');
    setResult(null);
  };

  async function search() {
    const code = digitsOnly(query);
    if (code.length !== 10) return notFound();
    setBusy(true);
    try {
      const db = localDb();
      const local = await findByNationalCode(db, code);
      if (local && inList(local, list)) return setResult(local);
      if (typeof navigator !== 'undefined' && !navigator.onLine) return notFound();
      const found = await searchClientOnServer(code, list);
      const localId = found ? await rememberServerClient(db, found) : undefined;
      const row = localId ? await findByNationalCode(db, code) : undefined;
      if (row) setResult(row);
      else notFound();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  }

  return { query, setQuery: (value: string) => setQueryRaw(digitsOnly(value)), result, clearResult: () => setResult(null), search, busy };
}
