// SMS_PROVIDER → its adapter. Unset (and no SMS_HTTP_URL): none; messages are only recorded.
import { httpProvider } from './http-provider';
import { kavenegarProvider } from './kavenegar';
import { smsirProvider } from './smsir';
import type { ProviderSettings, SmsProvider } from './provider';

export function providerOf(settings: ProviderSettings): SmsProvider | undefined {
  const { provider, apiKey, sender, apiBase, timeoutMs } = settings;
  if (provider === 'kavenegar') return kavenegarProvider(need(apiKey, 'SMS_API_KEY'), sender, apiBase ?? 'https://api.kavenegar.com', timeoutMs);
  if (provider === 'smsir') return smsirProvider(need(apiKey, 'SMS_API_KEY'), need(sender, 'SMS_SENDER'), apiBase ?? 'https://api.sms.ir', timeoutMs);
  const url = settings.httpUrl ?? (provider === 'http' ? apiBase : undefined);
  if (provider === 'http' || url) return httpProvider(need(url, 'SMS_HTTP_URL'), settings.httpToken ?? apiKey, timeoutMs);
  return undefined;
}

function need(value: string | undefined, name: string): string {
  if (!value) throw new Error(`SMS_PROVIDER is set but ${name} is not`);
  return value;
}
