// A promise that must settle within a time, else a clear failure (for the fault tests, where the
// fault is a wait that never ends).
export async function within<T>(seconds: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${seconds} s`)), seconds * 1000); });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
