// How many uploaded images are decoded at once. A decode holds the image's pixels in memory (up
// to MAX_UPLOAD_PIXELS × 4 bytes: 200 MB at 50 megapixels), so uploads at once could take the
// server's memory with them; past the slots they wait their turn, in order.
import type { Gauge } from 'prom-client';

export interface DecodeSlots {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function decodeSlots(size: number, gauges?: { running: Gauge; waiting: Gauge }): DecodeSlots {
  let running = 0;
  const queue: (() => void)[] = [];
  const show = () => {
    gauges?.running.set(running);
    gauges?.waiting.set(queue.length);
  };
  return {
    async run(work) {
      if (running >= size) {
        await new Promise<void>((resolve) => {
          queue.push(resolve);
          show();
        });
      } else running += 1;
      show();
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line (the count stays), or is given back.
        const next = queue.shift();
        if (next) next();
        else running -= 1;
        show();
      }
    },
  };
}
