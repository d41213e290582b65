// The stations as a person meets them: login pages, titles, the product's own words (000 §2.1,
// §2.3). Persian text lives in domain/ (style.md).
import { auditText } from './audit-text';
import type { Area } from './roles';
import type { Screen } from './permissions';

/** The login page of each area (000 §2.1: the research page is spelled `/login/Research`). */
export const loginPathOfArea: Record<Area, string> = {
  reception: '/login/reception',
  helper: '/login/helper',
  screening: '/login/screening',
  research: '/login/Research',
  superAdmin: '/login/admin',
  consultation: '/login/consultation',
};

/** The landing's way into the intake: the seeds' link is lower-case; the route matches case-insensitively. */
export const landingIntakePath = '/reception/landing/addnewclient/nationalCode';

/** /adminlanding (000 §2.1): tiles for four stations, links for consultation and super admin. */
export const chooserTiles: readonly Area[] = ['reception', 'helper', 'screening', 'research'];
export const chooserLinks: readonly Area[] = ['consultation', 'superAdmin'];

/** The station's name on its login page, tile and shell. */
export const stationTitles: Record<Area, string> = {
  reception: 'ایستگاه پذیرش',
  helper: 'ایستگاه مددکاری',
  screening: 'ایستگاه غربالگری',
  research: 'ایستگاه مرکز تحقیقات',
  superAdmin: 'ادمین کل',
  consultation: 'ایستگاه مشاوره',
};

export const appText = {
  productName: 'سامانه ایستگاه‌های مؤسسه خیریه',
  /** Under the icon on a tablet's home screen, and the installed app's description. */
  productShortName: 'ایستگاه‌ها',
  productDescription: 'ثبت و پیگیری مراجعه کنندگان در ایستگاه‌های مؤسسه، با کار بدون اینترنت',
  instituteName: 'مؤسسه خیریه حمایت از بیماران سرطانی',
  version: 'نسخه 0.0.5',
  landingGreeting: 'مراجعه کننده گرامی، خوش آمدید',
  landingInvite: 'لطفا برای ثبت اطلاعات خود روی دکمه زیر کلیک کنید.',
  landingEnterData: 'ثبت اطلاعات مراجعه کننده',
  landingAdmin: 'ورود کارکنان',
  chooserTitle: 'ایستگاه خود را انتخاب کنید',
  userName: 'نام کاربری',
  password: 'رمز عبور',
  showPassword: 'نمایش رمز عبور',
  hidePassword: 'پنهان کردن رمز عبور',
  login: 'ورود',
  loginTo: 'ورود به',
  logout: 'خروج از حساب کاربری',
  superAdminTopBar: 'ادمین کل',
  defaultAccountName: 'ادمین',
  account: 'حساب کاربری',
  openMenu: 'باز کردن منو',
  /** The phone menu drawer's name. */
  stationMenu: 'منوی ایستگاه',
  syncCentre: 'مرکز همگام‌سازی',
  darkTheme: 'پوسته تیره',
  lightTheme: 'پوسته روشن',
  notFound: 'صفحه مورد نظر پیدا نشد',
  backHome: 'بازگشت به صفحه اصلی',
  /** Under the seeds' 'Unexpected Application Error!': what the person can do about it. */
  routerErrorHelp: 'بارگذاری این صفحه با مشکل روبه‌رو شد. لطفا صفحه را دوباره بارگذاری کنید.',
  reloadPage: 'بارگذاری دوباره صفحه',
  updateReady: 'نسخه جدید برنامه آماده است.',
  updateReload: 'بارگذاری دوباره',
  updateLater: 'بعدا',
  updateWaitsForForm: 'پس از ثبت اطلاعات فرم، برنامه را دوباره بارگذاری کنید.',
  close: 'بستن',
  confirm: 'تایید',
  cancel: 'انصراف',
  intakeStepper: ['بررسی کد ملی', 'اطلاعات اولیه', 'مدارک', 'اطلاعات شخصی'],
} as const;

/** Page titles of the area screens (000 §2.2–2.11, 001 §2). */
export const screenTitles: Record<Screen, string> = {
  clientManagment: 'مدیریت مراجعه کنندگان',
  addClient: 'افزودن مراجعه کننده',
  addClientStep2: 'بارگذاری مدارک',
  addClientStep3: 'بارگذاری مدارک شخصی',
  clientDetail: 'جزئیات مراجعه کننده',
  screeningManagment: 'مدیریت غربالگری',
  screeningDetail: 'جزئیات مراجعه کننده',
  screeningTest: 'فرم سلامت پستان',
  helperManagment: 'مدیریت مددکاری',
  helperDetail: 'جزئیات مراجعه کننده',
  eortcTest: 'آزمون EORTC',
  riskTest: 'آزمون عوامل خطر سرطان پستان',
  diseaseData: 'اطلاعات بیماری',
  diseaseDataUpdate: 'ویرایش اطلاعات بیماری',
  homeVisitTest: 'عیادت از درمانجو',
  consultationManagment: 'مدیریت مشاوره',
  consultationDetail: 'جزئیات مراجعه کننده',
  addConsult: 'مشاوره جدید',
  covered: 'مدیریت بیماران تحت پوشش',
  coveredDetail: 'جزئیات بیمار تحت پوشش',
  adminManagment: 'مدیریت ادمین ها',
  addAdmin: 'افزودن ادمین',
  kioskDevices: 'دستگاه های کیوسک',
  smsTemplates: 'الگوهای پیامک',
  syncCentre: 'مرکز همگام‌سازی',
  followUps: 'پیگیری‌ها',
  reports: 'گزارش‌ها',
  auditTrail: auditText.title,
};

/** The screen one level up, for breadcrumbs. */
export const parentScreen: Partial<Record<Screen, Screen>> = {
  addClient: 'clientManagment',
  addClientStep2: 'addClient',
  addClientStep3: 'addClientStep2',
  clientDetail: 'clientManagment',
  screeningDetail: 'screeningManagment',
  screeningTest: 'screeningDetail',
  helperDetail: 'helperManagment',
  eortcTest: 'helperDetail',
  riskTest: 'helperDetail',
  diseaseData: 'helperDetail',
  diseaseDataUpdate: 'helperDetail',
  homeVisitTest: 'helperDetail',
  consultationDetail: 'consultationManagment',
  addConsult: 'consultationDetail',
  coveredDetail: 'covered',
  addAdmin: 'adminManagment',
  kioskDevices: 'adminManagment',
  smsTemplates: 'adminManagment',
};

/** The chain of screens from the station's list down to this one (breadcrumb order). */
export function screenTrail(screen: Screen): Screen[] {
  const trail: Screen[] = [screen];
  for (let parent = parentScreen[screen]; parent; parent = parentScreen[parent]) trail.unshift(parent);
  return trail;
}
