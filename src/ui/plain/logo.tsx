// The institute's mark on the public pages, the same markup as their static shells draw
// (icon-paths.ts logoMarkup; tests/unit/public-pages compares the two).
export function Logo() {
  return (
    <svg className="pl-logo" width="72" height="72" viewBox="0 0 100 100" focusable="false" aria-hidden="true">
      <circle cx="50" cy="50" r="50" fill="#ad1457" />
      <circle cx="50" cy="34" r="13" fill="none" stroke="#fff" strokeWidth="8" />
      <path d="M42 46 66 80M58 46 34 80" stroke="#fff" strokeWidth="9" strokeLinecap="round" />
    </svg>
  );
}
