// A tablet's data key held in escrow by the server: the device's uuid and its
// random 32-byte AES key in base64. The same schema checks what the app offers, what the server
// stores and what the server answers.
import * as v from 'valibot';
import { deviceKeyText } from '../device-key-text';

/** Canonical padded base64 (RFC 4648 §4) of exactly 32 bytes: 43 characters and one `=`. The
 * 43rd carries 2 bits of padding that must be zero, so one key has exactly one spelling. */
const base64Of32Bytes = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;

/** The device id is matched lowercased: the server lowercases every /api/v1 path (the GET's). */
export const deviceIdSchema = v.pipe(
  v.string(deviceKeyText.deviceIdInvalid),
  v.maxLength(36, deviceKeyText.deviceIdInvalid),
  v.uuid(deviceKeyText.deviceIdInvalid),
  v.toLowerCase(),
);

export const deviceKeySchema = v.object({
  deviceId: deviceIdSchema,
  key: v.pipe(v.string(deviceKeyText.keyInvalid), v.maxLength(44, deviceKeyText.keyInvalid), v.regex(base64Of32Bytes, deviceKeyText.keyInvalid)),
});
export type DeviceKey = v.InferOutput<typeof deviceKeySchema>;
