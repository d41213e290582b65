// SuperAdmin's «آخرین پشتیبان» card (issue 34 item 3). Not in the seeds: written in their voice.
import { formatNumber } from './digits';

export const backupText = {
  title: 'آخرین پشتیبان',
  none: 'هنوز پشتیبانی گرفته نشده است.',
  takenAt: 'تاریخ',
  size: 'حجم',
  photos: 'تعداد تصاویر',
  verified: 'بررسی شده: قابل بازگردانی است',
  notVerified: 'بررسی نشده: کلید بازگشایی روی این سرور نیست',
  needsNetwork: 'برای دیدن آخرین پشتیبان، اتصال به سرور لازم است.',
};

/** A size in bytes as megabytes (or kilobytes below one) in Persian digits. */
export function backupSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${formatNumber(bytes / (1024 * 1024), 1)} مگابایت` : `${formatNumber(Math.ceil(bytes / 1024))} کیلوبایت`;
}
