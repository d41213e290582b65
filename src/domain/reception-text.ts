// The reception station's words (000 §2.4–2.11, §3): field labels, buttons, headings, notices.
// Persian text lives in domain/ (style.md); messages of the seeds stay in messages.ts.
import { searchText } from './search-text';
import type { ClientFormField } from './client-form';
import { personalFileTypeLabels } from './codes';
import { toPersianDigits } from './digits';

export const clientFieldLabels: Record<Exclude<ClientFormField, 'roles'>, string> = {
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  fatherName: 'نام پدر',
  nationalCode: 'کد ملی',
  nationality: 'ملیت',
  birthCertificateNumber: 'شماره شناسنامه',
  birthDay: 'تاریخ تولد',
  gender: 'جنسیت',
  education: 'تحصیلات',
  maritalStatus: 'وضعیت تاهل',
  childNumber: 'تعداد فرزندان',
  housing: 'وضعیت مسکن',
  address: 'آدرس',
  phoneNumber: 'شماره تماس',
  isCoveredPatient: 'بیمار تحت پوشش',
  isScreening: 'غربالگری',
  isPersonnel: 'پرسنل',
  isNew: 'مراجعه کننده جدید',
};

export const receptionText = {
  choose: 'انتخاب کنید',
  roleHeading: 'نقش مراجعه کننده',
  next: 'مرحله بعد',
  previous: 'مرحله قبل',
  submit: 'ثبت اطلاعات',
  addClient: 'افزودن مراجعه کننده',
  search: 'جستجو',
  searchLabel: searchText.label,
  totalClients: 'تعداد همه مراجعه کنندگان',
  searchResult: 'نتیجه جستجو',
  clientsTable: 'فهرست مراجعه کنندگان',
  fullName: 'نام و نام خانوادگی',
  covered: 'تحت پوشش',
  screening: 'غربالگری',
  isNew: 'جدید',
  personnel: 'پرسنل',
  actions: 'عملیات',
  detail: 'جزئیات',
  delete: 'حذف',
  yes: 'بله',
  no: 'خیر',
  edit: 'ویرایش',
  sendSms: 'ارسال پیامک',
  smsText: 'متن پیام',
  send: 'ارسال',
  personalData: 'اطلاعات شخصی',
  // The person is «مراجعه کننده» in every text of ours; the seeds' own sentences keep their words
  // ('عیادت از درمانجو'), and 'بیمار تحت پوشش' names a role, not the person.
  patientDocuments: 'مدارک مراجعه کننده',
  personalDocuments: 'مدارک شخصی',
  newDocument: 'مدرک جدید',
  newPersonalDocument: 'مدرک شخصی جدید',
  editClient: 'ویرایش اطلاعات مراجعه کننده',
  newClientNotice: 'این مراجعه کننده جدید است. لطفا با دکمه ویرایش، نقش مراجعه کننده را مشخص کنید.',
  alreadyRegistered: 'اطلاعات شما با این کد ملی قبلا ثبت شده است. در صورت وجود مدارک جدید، آن ها را بارگذاری کنید.',
  existingOpened: 'مراجعه کننده ای با این کد ملی قبلا ثبت شده است؛ پرونده او باز شد.',
  registrationSteps: ['اطلاعات اولیه', 'بارگذاری مدارک', 'بارگذاری مدارک شخصی'],
  waitingForServer: 'در انتظار ارسال به سرور',
  notFoundClient: 'این مراجعه کننده در این دستگاه پیدا نشد.',
  documentDetails: 'جزئیات مدرک',
  documentType: 'نوع مدرک',
  uploadDate: 'تاریخ بارگذاری',
  fileName: 'نام فایل',
  viewImage: 'نمایش تصویر',
  noDocuments: 'مدرکی بارگذاری نشده است',
  /** The reception-unit signature the server appends to every SMS (001 §7: wording not shown;
   *  the server's default, SMS_SIGNATURE may change it there). Shown under the text box. */
  smsSignature: 'واحد پذیرش موسسه خیریه',
  smsQueued: 'پیامک در صف ارسال قرار گرفت و هر زمان این دستگاه آنلاین شود ارسال می‌شود؛ نتیجه ارسال را همان زمان اعلام می‌کنیم.',
} as const;

export const documentText = {
  typeLabel: 'نوع فایل',
  personalTypeLabel: 'نوع مدرک شخصی',
  personalType: (code: number): string => personalFileTypeLabels[code as keyof typeof personalFileTypeLabels] ?? String(code),
  dropHere: 'تصویر را اینجا رها کنید یا برای انتخاب کلیک کنید',
  accepted: 'فقط JPG و PNG',
  addDocument: 'افزودن مدرک',
  uploading: (percent: number) => `در حال بارگذاری فایل: ${toPersianDigits(percent)}`,
  chosen: 'فایل انتخاب شده',
  removeChosen: 'حذف فایل انتخاب شده',
  thumbnailOf: (label: string) => `تصویر ${label}`,
  /** Under the broken-picture icon in a card's thumbnail box (the seeds' sentence does not fit 96 px). */
  pictureFailed: 'عکس باز نشد',
  /** The second way to a photo on a tablet: its camera, not a file. */
  takePhoto: 'گرفتن عکس با دوربین',
  rotate: 'چرخاندن عکس ۹۰ درجه',
  zoomControls: 'بزرگ‌نمایی عکس',
  zoomIn: 'بزرگ‌تر',
  zoomOut: 'کوچک‌تر',
  zoomReset: 'اندازهٔ اصلی',
  zoomLevel: (percent: number) => `${toPersianDigits(percent)}٪`,
} as const;

export const adminText = {
  addAdmin: 'افزودن ادمین',
  userName: 'نام کاربری',
  fullName: 'نام و نام خانوادگی',
  section: 'نام بخش',
  actions: 'عملیات',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  station: 'بخش',
  password: 'رمز عبور',
  rePassword: 'تکرار رمز عبور',
  submit: 'ثبت اطلاعات',
  delete: 'حذف',
  adminsTable: 'فهرست ادمین ها',
  changePassword: 'تغییر رمز عبور',
  currentPassword: 'رمز عبور فعلی',
  newPassword: 'رمز عبور جدید',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد.',
} as const;

export const kioskText = {
  nationalCode: 'کد ملی',
  nationalCodeAgain: 'تکرار کد ملی',
  check: 'بررسی کد ملی',
  roleChoice: 'نوع مراجعه',
  newVisitor: 'مراجعه کننده جدید',
  hadFile: 'قبلا پرونده داشته ام',
  turnIntoKiosk: 'تبدیل این دستگاه به کیوسک پذیرش',
  deviceName: 'نام دستگاه',
  kioskOn: 'این دستگاه اکنون کیوسک پذیرش است.',
  leaveKiosk: 'خروج از حالت کیوسک',
  expired: 'اعتبار این کیوسک به پایان رسیده است. اطلاعات روی همین دستگاه نگه داشته می‌شود؛ لطفا یکی از کارکنان کیوسک را دوباره فعال کند.',
  /** Refused intakes waiting on the kiosk for staff (a count only: nothing of the visitors). */
  staffNeeded: (count: number) => `${toPersianDigits(count)} پذیرش ثبت نشد و نیاز به بررسی کارکنان دارد؛ با خروج از حالت کیوسک نمایش داده می‌شود.`,
};
