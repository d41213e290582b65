// Sign-in and admin forms (000 §5): the same rules and Persian messages on the tablet and server.
import * as v from 'valibot';
import { messages } from '../messages';
import { staffRoles } from '../roles';

const trimmed = v.pipe(v.string(messages.required), v.trim());

/** Login sends even when one field is empty (000 §5); the server answers field by field. */
export const loginSchema = v.object({
  userName: v.pipe(trimmed, v.nonEmpty(messages.adminUserNameRequired), v.maxLength(100, messages.invalidValue)),
  password: v.pipe(v.string(messages.adminPasswordRequired), v.nonEmpty(messages.adminPasswordRequired), v.maxLength(200, messages.invalidValue)),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** What a new password must be, wherever one is set (the forms, the server, `npm run admin`). */
export const newPasswordRule = v.pipe(v.string(messages.adminPasswordRequired), v.nonEmpty(messages.adminPasswordRequired), v.minLength(6, messages.passwordMin), v.maxLength(200, messages.invalidValue));

export const registerSchema = v.pipe(
  v.object({
    firstName: v.pipe(trimmed, v.nonEmpty(messages.adminNameRequired), v.maxLength(100, messages.invalidValue)),
    lastName: v.pipe(trimmed, v.nonEmpty(messages.adminLastNameRequired), v.maxLength(100, messages.invalidValue)),
    userName: v.pipe(trimmed, v.nonEmpty(messages.adminUserNameRequired), v.maxLength(100, messages.invalidValue)),
    userRole: v.picklist(staffRoles, messages.adminStationRequired),
    password: newPasswordRule,
    rePassword: v.pipe(v.string(messages.adminRePasswordRequired), v.nonEmpty(messages.adminRePasswordRequired)),
  }),
  v.forward(
    v.check((input) => input.password === input.rePassword, messages.passwordMismatch),
    ['rePassword'],
  ),
);
export type RegisterInput = v.InferOutput<typeof registerSchema>;

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(messages.adminPasswordRequired), v.nonEmpty(messages.adminPasswordRequired)),
    newPassword: newPasswordRule,
  }),
  v.forward(
    v.check((input) => input.currentPassword !== input.newPassword, messages.passwordSameAsOld),
    ['newPassword'],
  ),
);

/** SuperAdmin sets a staff member's new password (PUT Account/{id}/password). */
export const resetPasswordSchema = v.pipe(
  v.object({
    password: newPasswordRule,
    rePassword: v.pipe(v.string(messages.adminRePasswordRequired), v.nonEmpty(messages.adminRePasswordRequired)),
  }),
  v.forward(
    v.check((input) => input.password === input.rePassword, messages.passwordMismatch),
    ['rePassword'],
  ),
);

export const kioskSchema = v.object({
  deviceName: v.pipe(trimmed, v.nonEmpty(messages.required), v.maxLength(100, messages.invalidValue)),
});
