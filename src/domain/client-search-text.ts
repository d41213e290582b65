// The search box's words that the server may answer with (issue 36 §1).
export const clientSearchText = {
  /** A query past textSearchMaxLength characters (400). */
  queryTooLong: 'متن جستجو بیش از ۱۰۰ نویسه است؛ لطفا نام، تلفن یا کد ملی را کوتاه‌تر بنویسید',
} as const;
