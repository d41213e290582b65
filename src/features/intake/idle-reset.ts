// A kiosk goes back to its start after 3 minutes without a touch or a key, so the
// next visitor never meets the last one's half-filled form.
import { useEffect } from 'react';

export const kioskIdleMs = 3 * 60 * 1000;

export function useIdleReset(active: boolean, onIdle: () => void, idleMs = kioskIdleMs): void {
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(onIdle, idleMs);
    const poke = () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, idleMs);
    };
    const events = ['pointerdown', 'keydown', 'input', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, poke, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, poke);
    };
  }, [active, onIdle, idleMs]);
}
