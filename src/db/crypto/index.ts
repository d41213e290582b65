// The door of crypto/: the data key, sealed rows and bytes, and the DBCore middleware below Dexie.
export { exportDataKey, isUnlocked, lock, LockedError, newDataKey, onLockChange, unlockWith } from './data-key';
export { encryptionMiddleware } from './encryption-middleware';
export { giveKeyToWorker, startKeyCourier, unlockFromWorker } from './key-courier';
export { deriveSignInSecrets, unwrapDataKey, wrapDataKey } from './key-wrap';
export { plainRowsBetween, plainRowsOf } from './plain-rows';
export { rawKeyOpens } from './seal';
export { openBytes, sealBytesFor } from './sealed-bytes';
export { isSealed } from './sealed-rows';
export { lacksSearchKeys, searchRangeOf } from './search-keys';
export { isSealedText, openText, sealText } from './sealed-text';
export { plainFields, sealedField } from './sealed-tables';
export { sealsPatientData } from './sealing-switch';
export { openStoredAll, patched, plainChange, putStoredRows, storedRowsOf, withPlain } from './stored-rows';
export { handleKeyMessage } from './worker-key';
export { sealForServer } from './delivery-seal';
export { isDeviceSealedText, newDeviceTextKey, openWithDeviceKey, sealWithDeviceKey } from './device-sealed-text';
