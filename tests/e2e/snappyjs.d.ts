// snappyjs ships no types: the two functions the profile scanner and its unit test use.
declare module 'snappyjs' {
  /** Raw (unframed) snappy, as LevelDB blocks and Blink's IndexedDB values hold it. */
  export function uncompress(compressed: Uint8Array, maxLength?: number): Uint8Array;
  export function compress(uncompressed: Uint8Array): Uint8Array;
  const snappy: { uncompress: typeof uncompress; compress: typeof compress };
  export default snappy;
}
