// What the signed-in layout shows while the tablet is locked: the lock screen over the pages,
// which stay mounted underneath (inert, hidden from assistive technology) so a half-filled form is
// there again after the unlock. A page opened locked shows only the lock screen: nothing under it
// could be read. After an unlock, a tablet that held plain rows from before encryption seals them
// (seal-old-rows.ts), with a progress bar.
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { isUnlocked, onLockChange } from '../../db/index';
import { lockText } from '../../domain/lock-text';
import { LockScreen } from './lock-screen';
import { sealOldRowsOnce, type SealProgress } from './seal-old-rows';

const subscribe = (onChange: () => void) => onLockChange(onChange);

export function useUnlocked(): boolean {
  return useSyncExternalStore(subscribe, isUnlocked, isUnlocked);
}

export function LockGate({ children }: { children: ReactNode }) {
  const unlocked = useUnlocked();
  const shown = useRef(false);
  const [progress, setProgress] = useState<SealProgress | undefined>();
  useEffect(() => {
    if (unlocked) sealOldRowsOnce(setProgress);
  }, [unlocked]);
  if (unlocked) shown.current = true;
  if (!shown.current) return <LockScreen />;
  return (
    <>
      {progress && progress.done < progress.total && (
        <div role="status">
          <Typography variant="body2">{lockText.sealing(progress.done, progress.total)}</Typography>
          <LinearProgress variant="determinate" value={(100 * progress.done) / progress.total} aria-label={lockText.sealing(progress.done, progress.total)} />
        </div>
      )}
      <div style={{ display: 'contents' }} inert={!unlocked} aria-hidden={!unlocked || undefined}>
        {children}
      </div>
      {!unlocked && <LockScreen />}
    </>
  );
}
