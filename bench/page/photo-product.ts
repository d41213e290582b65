// Finds the product's photo pipeline (a browser-only module under src/ whose name holds "photo"
// or "image", exporting a compress/prepare function) without naming a file that may not exist yet:
// import.meta.glob matches nothing, and the bench reports the product as not measured.
export type ProductPipeline = (file: File) => Promise<unknown>;

const modules = import.meta.glob<Record<string, unknown>>([
  '../../src/**/*photo*.ts', '../../src/**/*image*.ts', '!../../src/**/*.test.ts',
]);

export async function findProductPipeline(): Promise<{ name: string; run: ProductPipeline } | undefined> {
  for (const [path, load] of Object.entries(modules)) {
    const module = await load();
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function' && /compress|prepare|shrink|resize|process/i.test(name)) {
        return { name: `${path.replace('../../', '')}#${name}`, run: value as ProductPipeline };
      }
    }
  }
  return undefined;
}

/** Bytes of whatever the pipeline returned: a Blob, an ArrayBuffer, or { bytes | photo | blob }. */
export function bytesOf(output: unknown): number | undefined {
  if (output instanceof Blob) return output.size;
  if (output instanceof ArrayBuffer) return output.byteLength;
  if (output && typeof output === 'object') {
    for (const key of ['bytes', 'photo', 'blob', 'file', 'data']) {
      const inner = (output as Record<string, unknown>)[key];
      if (inner !== undefined) return bytesOf(inner);
    }
  }
  return undefined;
}

/** The bytes to store (ArrayBuffer), from the same shapes. */
export async function bufferOf(output: unknown): Promise<ArrayBuffer | undefined> {
  if (output instanceof Blob) return output.arrayBuffer();
  if (output instanceof ArrayBuffer) return output;
  if (output && typeof output === 'object') {
    for (const key of ['bytes', 'photo', 'blob', 'file', 'data']) {
      const inner = (output as Record<string, unknown>)[key];
      if (inner !== undefined) return bufferOf(inner);
    }
  }
  return undefined;
}
