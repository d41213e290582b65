// The client a registration is working on, kept from step 1 for the later steps (000 §2.8:
// "if no client id was kept from step 1, the user is sent back to step 1"). Session storage:
// it survives a reload of the step but not the tab, and the kiosk clears it after each visitor.
const key = 'registration-client';

export interface RegistrationDraft {
  clientLocalId: string;
  /** The national code was already registered (the "already registered" notice of step 3). */
  existing: boolean;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function keepRegistration(draft: RegistrationDraft): void {
  storage()?.setItem(key, JSON.stringify(draft));
}

export function readRegistration(): RegistrationDraft | null {
  try {
    const raw = JSON.parse(storage()?.getItem(key) ?? 'null') as RegistrationDraft | null;
    return raw && typeof raw.clientLocalId === 'string' ? raw : null;
  } catch {
    return null;
  }
}

const codeKey = 'intake-national-code';

/** The intake's national code from step 1 for step 2 (kept out of the URL, so out of history). */
export function keepIntakeCode(code: string): void {
  storage()?.setItem(codeKey, code);
}

export function readIntakeCode(): string | null {
  return storage()?.getItem(codeKey) ?? null;
}

export function clearRegistration(): void {
  storage()?.removeItem(key);
  storage()?.removeItem(codeKey);
}
