// Two document photos, so the data-at-rest scan meets both ways Chromium stores a large IndexedDB
// value. A photographed card (a busy mosaic): its JPEG is well over 64 KiB and hardly compresses,
// so Chromium moves the row into a blob file as it is. A printed report (a halftone screen that
// repeats every 16 px, the JPEG block size, at the 1600 px the tablet keeps, so nothing rescales
// it): its JPEG repeats too, Blink snappy-compresses the row below 64 KiB and it stays in the
// LevelDB log compressed, where a raw search cannot see the photo. Seeded: the same bytes each run.
import { pngFromPixels } from './reception-helpers';

type Rgb = readonly [number, number, number];

/** A small deterministic generator (an LCG): the same seed, the same picture. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A grid of `cell`-pixel squares, each of its own random colour. */
function mosaic(width: number, cell: number, seed: number): (x: number, y: number) => Rgb {
  const random = seeded(seed);
  const colours = new Map<number, Rgb>();
  return (x, y) => {
    const key = Math.floor(y / cell) * width + Math.floor(x / cell);
    let colour = colours.get(key);
    if (!colour) {
      colour = [Math.floor(random() * 256), Math.floor(random() * 256), Math.floor(random() * 256)];
      colours.set(key, colour);
    }
    return colour;
  };
}

export function cardPhoto(): Buffer {
  return pngFromPixels(2400, 1500, mosaic(2400, 32, 11));
}

/** 1600×600: the tablet keeps it at that size, so the 16 px period stays aligned with the blocks. */
export function printedReportPhoto(): Buffer {
  const random = seeded(5);
  const tile = Array.from({ length: 16 * 16 }, (): Rgb => (random() < 0.5 ? [40, 40, 40] : [230, 230, 230]));
  return pngFromPixels(1600, 600, (x, y) => tile[(y % 16) * 16 + (x % 16)]!);
}
