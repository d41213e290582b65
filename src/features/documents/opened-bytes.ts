// Photo bytes kept on the tablet are sealed (db: crypto/sealed-bytes.ts); a picture opens them
// before it makes its object URL. While new bytes open, the last opened ones stay (a live query
// hands new objects for the same picture on every change of its table), so nothing flickers.
import { useEffect, useState } from 'react';
import { openBytes } from '../../db/index';

export function useOpenedBytes(bytes: ArrayBuffer | undefined): ArrayBuffer | undefined {
  const [opened, setOpened] = useState<ArrayBuffer>();
  useEffect(() => {
    if (!bytes) return;
    let live = true;
    openBytes(bytes).then((plain) => live && setOpened(plain), () => live && setOpened(undefined));
    return () => {
      live = false;
    };
  }, [bytes]);
  return bytes ? opened : undefined;
}
