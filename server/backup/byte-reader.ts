// Reads exact lengths from a stream of chunks without holding more than one chunk and the
// bytes asked for: heads whole, entries' bytes piece by piece.
export class ByteReader {
  private buffer: Buffer = Buffer.alloc(0);
  private done = false;
  private readonly source: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.source.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, next.value]) : Buffer.from(next.value);
    return true;
  }

  /** Exactly `length` bytes; undefined when the stream ends before any; throws when cut within. */
  async exactly(length: number): Promise<Buffer | undefined> {
    while (this.buffer.length < length) {
      if (!(await this.fill())) {
        if (this.buffer.length === 0) return undefined;
        throw new RangeError('cut short');
      }
    }
    const head = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return head;
  }

  /** The next `length` bytes as they arrive. */
  async *pieces(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.buffer.length === 0 && !(await this.fill())) throw new RangeError('cut short');
      const piece = this.buffer.subarray(0, Math.min(left, this.buffer.length));
      this.buffer = this.buffer.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }

  async atEnd(): Promise<boolean> {
    return this.buffer.length === 0 && !(await this.fill());
  }
}
