// A sign-in the tablet refused by itself, with no server in the exchange: the offline verifier
// said no, holds no key, or names a role that signs in nowhere. The login form and the callers of
// signIn show any refused sign-in's message the same way, whoever refused it, so this is an
// ApiError whose message is the tablet's; `refusal` says which local check failed.
import { ApiError, type ApiErrorReason } from '../../api/errors';

export type OfflineRefusal =
  | 'wrong-password' // the verifier does not match: read as the server would say it
  | 'unavailable' // no verifier for this name, or one too old to trust
  | 'needs-online-once' // a verifier with no wrapped data key: one online sign-in first
  | 'not-staff'; // the kept role is no station's

export class OfflineSignInRefused extends ApiError {
  constructor(readonly refusal: OfflineRefusal, reason: ApiErrorReason, message: string) {
    super(reason, message, refusal === 'not-staff' ? 403 : undefined);
    this.name = 'OfflineSignInRefused';
  }
}
