// The SMS variables of the environment (README "SMS"), as startServer's options.
import type { StartOptions } from '../config';

const providers = ['kavenegar', 'smsir', 'http'] as const;
const number = (value: string | undefined) => (value ? Number(value) : undefined);

export function smsEnv(env: NodeJS.ProcessEnv): Partial<StartOptions> {
  const provider = env.SMS_PROVIDER?.trim().toLowerCase();
  if (provider && !providers.includes(provider as (typeof providers)[number])) {
    throw new Error(`SMS_PROVIDER must be one of ${providers.join(', ')} (or unset)`);
  }
  return {
    smsProvider: (provider || undefined) as StartOptions['smsProvider'],
    smsApiKey: env.SMS_API_KEY,
    smsSender: env.SMS_SENDER,
    smsApiBase: env.SMS_API_BASE,
    smsPerNumberPerDay: number(env.SMS_LIMIT_PER_NUMBER),
    smsPerUserPerDay: number(env.SMS_LIMIT_PER_USER),
  };
}
