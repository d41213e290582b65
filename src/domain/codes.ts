// Coded values of both seeds and their Persian labels (000 §3, 001 §3, api-v1.md "Dates and codes").
export const genderLabels = { 0: 'مرد', 1: 'زن' } as const;
export const maritalStatusLabels = { 1: 'مجرد', 2: 'متاهل' } as const;
export const housingLabels = { 1: 'استیجاری', 2: 'منزل پدری', 3: 'مالک' } as const;
export const educationLabels = { 1: 'بی سواد', 2: 'دیپلم', 3: 'لیسانس', 4: 'فوق لیسانس', 5: 'دکترا' } as const;
export const documentTypeLabels = { 0: 'فیش حقوقی', 1: 'تعهد نامه', 2: 'عکس', 3: 'کارت ملی', 4: 'رسید پرداخت' } as const;
/** 000 §3: "the label list for personal document types is not shown": codes 0–4, labelled as the
 *  clinic's reception files a patient's own papers. */
export const personalFileTypeLabels = {
  0: 'شناسنامه',
  1: 'پشت کارت ملی',
  2: 'گزارش پزشکی',
  3: 'جواب پاتولوژی',
  4: 'سایر مدارک',
} as const;
export const personalFileTypes = [0, 1, 2, 3, 4] as const;
export const consultTypeLabels = { 0: 'ژنتیک', 1: 'روانشناسی', 2: 'پزشک عمومی', 3: 'تغذیه', 4: 'سایر' } as const;
export const visitHomeSuggestionLabels = {
  0: 'مشاوره تغذیه',
  1: 'مشاوره روانشناسی',
  2: 'ارجاع به موسسات همکار',
  3: 'پرداخت کمک هزینه',
  4: 'بن غذایی',
  5: 'سمینار و کلاس',
} as const;
export const helperVisitTypeLabels = { 1: 'عیادت از درمانجو', 2: 'تست EORTC', 3: 'تست عوامل خطر سرطان پستان' } as const;
export const screeningTestTypeLabels = { 2: 'فرم سلامت پستان' } as const;
export const examinationTypeLabels = {
  0: 'ماموگرافی',
  1: 'سونوگرافی پستان',
  2: 'سونوگرافی رحم و تخمدان',
  3: 'سونوگرافی کبد',
  4: 'سونوگرافی تیروئید',
  5: 'رادیوگرافی قفسه سینه',
  6: 'سی تی اسکن قفسه سینه',
  7: 'سی تی اسکن شکم و لگن',
  8: 'ام آر آی قفسه سینه',
  9: 'ام آر آی مغز',
  10: 'ام آر آی شکم و لگن',
  11: 'آزمایش خون',
  12: 'گزارش پاتولوژی',
  13: 'گزارش پت اسکن',
} as const;

/** The numeric keys of a label table, for picklists. */
export function codesOf(labels: Record<number, string>): number[] {
  return Object.keys(labels).map(Number);
}
