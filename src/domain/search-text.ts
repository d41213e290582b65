// The search box of every patient list (issue 36 §1): one box for names, phones and national codes.
export const searchText = {
  label: 'جستجو با نام، تلفن یا کد ملی',
  search: 'جستجو',
  result: 'نتیجه جستجو',
} as const;
