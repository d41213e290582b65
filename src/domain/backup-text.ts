// SuperAdmin's «آخرین پشتیبان» card. Not in the seeds: written in their voice.
import { formatNumber } from './digits';

export const backupText = {
  title: 'آخرین پشتیبان',
  none: 'هنوز پشتیبانی گرفته نشده است.',
  verified: 'بررسی شده: قابل بازگردانی است',
  notVerified: 'بررسی نشده: کلید بازگشایی روی این سرور نیست',
};

/** When and how large, on one line: «۱۴۰۵/۰۹/۰۸ ۰۲:۳۰، ۱۲٫۵ مگابایت». */
export const backupWhenAndSize = (when: string, bytes: number) => `${when}، ${backupSize(bytes)}`;

/** A size in bytes as megabytes in Persian digits. */
export const backupSize = (bytes: number) => `${formatNumber(bytes / 1048576, 1)} مگابایت`;
