// What a database error is, read from the driver's error or the one drizzle wraps: the SQLSTATE
// code and the constraint. Never the message, which quotes the query's parameters.
interface DriverError { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown }

function driverErrorOf(error: unknown): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function sqlStateOf(error: unknown): string | undefined {
  return driverErrorOf(error)?.code as string | undefined;
}

/** The unique index a 23505 hit, or undefined for any other error. */
export function uniqueViolationOf(error: unknown): string | undefined {
  const driver = driverErrorOf(error);
  if (driver?.code !== '23505') return undefined;
  if (typeof driver.constraint === 'string') return driver.constraint;
  // PGlite may leave `constraint` out; the detail names the key's columns ("Key (national_code)=…").
  const detail = typeof driver.detail === 'string' ? /^Key \(([^)]*)\)/.exec(driver.detail)?.[1] : undefined;
  return detail ?? 'unique';
}
