// Persian text of the shared screen pieces in src/ui/ that no seed names: how assistive
// technology announces the paged table's buttons (MUI's defaults are English), the date field's
// calendar button, example, weekday letters and the names of the calendar's buttons, and the
// comma between the items of a list.
import { toPersianDigits } from './digits';

export type PagingItem = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

export const uiText = {
  /** A list whose first query has not answered yet (never the empty-list text meanwhile). */
  loading: 'در حال بارگذاری…',
  /** The name of the breadcrumb's navigation landmark (MUI's example names it in English). */
  breadcrumb: 'مسیر صفحه',
};

/** A list's yes/no flag (covered, screening, new, personnel): one form in every list. */
export const flagText = (on: boolean) => (on ? 'بله' : 'خیر');

export const dateFieldText = {
  openCalendar: 'تقویم',
  /** An example of the Jalali YYYY/MM/DD the field takes. */
  placeholder: '۱۳۷۰/۰۱/۳۱',
  /** The calendar's column headers by JavaScript's getDay() (0 = Sunday): a weekday's letter, as a
   *  Persian calendar prints it (date-fns-jalali's short names start «۱ش», «۲ش», … for most days). */
  weekdayLetters: ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'],
  previousMonth: 'ماه قبل',
  nextMonth: 'ماه بعد',
  openPreviousView: 'نمای قبلی',
  openNextView: 'نمای بعدی',
  /** The button beside the month's name: from the years it opens the months, else the years. */
  switchView: (open: 'year' | 'month' | 'day') => (open === 'year' ? 'انتخاب ماه' : 'انتخاب سال'),
} as const;

/** Items of a list as Persian writes them, with «،» between (also in accessible names). */
export function joinList(items: readonly string[]): string {
  return items.join('، ');
}

export const pagingText = {
  navigation: 'صفحه‌بندی',
  first: 'صفحه اول',
  last: 'صفحه آخر',
  next: 'صفحه بعد',
  previous: 'صفحه قبل',
  morePages: 'صفحه‌های دیگر',
  /** The page button's text: its number in Persian digits. */
  pageNumber: (page: number) => toPersianDigits(page),
  goToPage: (page: number) => `رفتن به صفحه ${toPersianDigits(page)}`,
  currentPage: (page: number) => `صفحه ${toPersianDigits(page)}، صفحه کنونی`,
};

/** The accessible name of one pagination item (MUI's getItemAriaLabel). */
export function pagingItemLabel(type: PagingItem, page: number | null, selected: boolean): string {
  switch (type) {
    case 'page':
      return page === null ? '' : selected ? pagingText.currentPage(page) : pagingText.goToPage(page);
    case 'start-ellipsis':
    case 'end-ellipsis':
      return pagingText.morePages;
    default:
      return pagingText[type];
  }
}
