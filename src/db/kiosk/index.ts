// The door of kiosk/: a kiosk's intake kept until the server has it, the wipe and the handover.
export { handOverKioskWork, kioskRefusalCount } from './handover';
export { amendUnsentClient, closeKioskIntakes, forgetSyncedIntakes, holdKnownClient } from './intake';
export { readKioskToken, storeKioskCopy } from './token-at-rest';
export { type KioskWipeResult, type UnsentWork, unsentWork, wipeForKiosk } from './wipe';
