// A list read from the server alone (admins, kiosk devices): offline it says so and loads again
// when the network returns; removing a row asks first, needs the network, toasts `removedText`
// and reloads. Shared by the admin list, the kiosk device list and the SMS templates (which
// reload after a save too).
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../domain/messages';
import { useLocalWrite } from '../../ui/local-write';
import { showToast } from '../../ui/toast-store';
import { isOffline, reportAdminError } from './needs-network';

export function useServerList<T>(list: () => Promise<T[]>, remove: (row: T) => Promise<unknown>, removedText: string) {
  const [rows, setRows] = useState<T[]>([]);
  const [offline, setOffline] = useState(false);
  const [toRemove, setToRemove] = useState<T | null>(null);
  const { saving: busy, write } = useLocalWrite();

  const load = useCallback(async () => {
    if (isOffline()) return setOffline(true);
    try {
      setRows(await list());
      setOffline(false);
    } catch (error) {
      reportAdminError(error);
    }
  }, [list]);
  useEffect(() => {
    void load();
    const again = () => void load();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [load]);

  async function confirmRemove() {
    if (!toRemove) return;
    if (isOffline()) {
      showToast('error', messages.needsNetwork);
      setToRemove(null);
      return;
    }
    await write(() => remove(toRemove), { success: removedText, then: load, onError: reportAdminError });
    setToRemove(null);
  }

  return { rows, offline, toRemove, setToRemove, busy, confirmRemove, reload: load };
}
