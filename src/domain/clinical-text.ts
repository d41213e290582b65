// The clinical stations' words (001 §2, §3): headings, columns, buttons and the questions of the
// breast health form. Persian text lives in domain/ (style.md); the seeds' messages stay in messages.ts.
import { searchText } from './search-text';
import type { screeningQuestions } from './schemas/clinical';

export const clinicalText = {
  search: 'جستجو',
  searchLabel: searchText.label,
  searchResult: 'نتیجه جستجو',
  clientsTable: 'فهرست مراجعه کنندگان',
  fullName: 'نام و نام خانوادگی',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  nationalCode: 'کد ملی',
  birthDay: 'تاریخ تولد',
  phoneNumber: 'شماره تماس',
  education: 'تحصیلات',
  maritalStatus: 'وضعیت تاهل',
  covered: 'بیمار تحت پوشش',
  screening: 'غربالگری',
  details: 'جزئیات',
  row: 'ردیف',
  testName: 'نام آزمون',
  testDate: 'تاریخ آزمون',
  date: 'تاریخ',
  operations: 'عملیات',
  view: 'مشاهده',
  delete: 'حذف',
  close: 'بستن',
  save: 'ثبت اطلاعات',
  saveTest: 'ثبت آزمون',
  personalInfo: 'اطلاعات شخصی',
  yes: 'دارد',
  no: 'ندارد',
  notFoundClient: 'این مراجعه کننده در این دستگاه پیدا نشد.',
  waitingForServer: 'در انتظار ارسال به سرور',
  previousTests: 'آزمون های قبلی',
  breastHealthCard: 'فرم سلامت پستان',
  breastHealthCardText: 'ثبت فرم غربالگری سلامت پستان برای این مراجعه کننده',
  open: 'ورود به فرم',
  coveredManagement: 'مدیریت بیماران تحت پوشش',
  examinations: 'مدارک و آزمایش ها',
  latestRecord: 'آخرین اطلاعات ثبت شده',
  /** The day a clinical record was done (issue 36 §4): its form's date field and its views. */
  performedAt: 'تاریخ انجام',
  /** An earlier record of an examination type, opened from the list of every record. */
  /** The heading of an earlier record opened from the history, by the Jalali day it was done. */
  recordOfDay: (day: string) => `اطلاعات ثبت شده برای ${day}`,
  /** The history's open button, named by the record's day so each row's button is told apart. */
  openRecordOf: (day: string) => `مشاهده اطلاعات ${day}`,
  /** Before the Jalali day a record was typed (kept apart from «تاریخ انجام», issue 36 §4). */
  recordedOn: 'تاریخ ثبت',
  /** The check mark on an examination type's button that already holds records, and its legend. */
  examHasData: 'اطلاعات ثبت شده دارد',
  addRecord: 'ثبت اطلاعات جدید',
  history: 'سابقه',
  consultationHistory: 'مشاوره های قبلی',
  newConsultation: 'مشاوره جدید',
  newConsultationText: 'ثبت جلسه مشاوره جدید برای این مراجعه کننده',
  consultType: 'نوع مشاوره',
  consultantName: 'نام مشاور',
  counselingText: 'متن مشاوره',
  consultDate: 'تاریخ مشاوره',
  consultationDetails: 'جزئیات مشاوره',
  choose: 'انتخاب کنید',
} as const;

/** The 14 yes/no questions of the breast health form (001 §3 "Screening test"). */
export const screeningQuestionLabels: Record<(typeof screeningQuestions)[number], string> = {
  hasBreastOrOvarianCancer: 'آیا سابقه سرطان پستان یا تخمدان در خانواده دارید؟',
  hasBreastPathology: 'آیا سابقه بیماری یا نمونه برداری (پاتولوژی) پستان دارید؟',
  hasBreastRadiography: 'آیا تا کنون ماموگرافی یا سونوگرافی پستان انجام داده اید؟',
  hasBreastSwelling: 'آیا توده یا تورم در پستان یا زیر بغل دارید؟',
  hasBreastChangeShape: 'آیا تغییر در اندازه یا شکل پستان دارید؟',
  hasBreastOrangePeelSkin: 'آیا پوست پستان حالت پوست پرتقالی دارد؟',
  hasBreastRednessSkin: 'آیا قرمزی پوست پستان دارید؟',
  hasEczemaLikeSkin: 'آیا ضایعه اگزما مانند روی پوست پستان یا نوک پستان دارید؟',
  hasNippleChange: 'آیا تغییر در نوک پستان (فرورفتگی یا تغییر جهت) دارید؟',
  hasNippleDischarge: 'آیا ترشح از نوک پستان دارید؟',
  hasDuctDischarge: 'آیا ترشح فقط از یک مجرای پستان است؟',
  hasContinuousDischarge: 'آیا ترشح خودبه خود و مداوم است؟',
  hasPhysicalExamDischarge: 'آیا ترشح در معاینه بالینی دیده می شود؟',
  hasBloodDischarge: 'آیا ترشح خونی است؟',
};
