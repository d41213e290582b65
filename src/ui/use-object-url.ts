// An object URL for image bytes kept in Dexie, revoked when the bytes change or the view goes.
import { useEffect, useState } from 'react';

export function useObjectUrl(bytes: ArrayBuffer | Blob | undefined, mime = 'image/jpeg'): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!bytes || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(bytes instanceof Blob ? bytes : new Blob([bytes], { type: mime }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [bytes, mime]);
  return url;
}
