// Usage and quota of the tablet's storage (navigator.storage.estimate), re-read when the
// number of open entries changes (a photo added or sent moves the figure).
import { useEffect, useState } from 'react';
import { storageFigures, type StorageFigures } from '../../db/index';

export function useStorageFigures(refreshKey: number): StorageFigures | null | undefined {
  const [figures, setFigures] = useState<StorageFigures | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    storageFigures()
      .then((next) => live && setFigures(next ?? null))
      .catch(() => live && setFigures(null));
    return () => {
      live = false;
    };
  }, [refreshKey]);
  return figures;
}
