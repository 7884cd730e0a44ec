// Numbers the tables draw themselves (not through a text's {placeholder}), written as the
// current language writes them: Persian in its own digits, as t() writes the numbers in
// its texts.

import { currentLanguage } from "./text.js";

let shown = { language: null, format: null };

// 12 -> "12", or "۱۲" in Persian.
export function formatNumber(n) {
  const language = currentLanguage();
  if (shown.language !== language) {
    shown = { language, format: new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 }) };
  }
  return shown.format.format(n);
}

// Points won or lost: "+12", "−4", "0" (a true minus sign), in the language's digits.
export function formatSigned(n) {
  return n > 0 ? "+" + formatNumber(n) : n < 0 ? "−" + formatNumber(-n) : formatNumber(0);
}
