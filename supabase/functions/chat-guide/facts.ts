/**
 * The only numbers the guide may state: those of docs/product.md#claims and docs/product.md#constants (prices, kit figures,
 * accuracy, window periods, schedules, hotlines). Used to drop passage sentences and LLM
 * rewrites that bring in any other figure.
 */
const ALLOWED_NUMBERS = new Set([
  // kit, prices, launch, age, waitlist
  '6',
  '15',
  '99',
  '129',
  '30',
  '18',
  '10,000',
  '10000',
  '2025',
  '7',
  // accuracy per condition
  '100',
  '98.4',
  '98.46',
  '93',
  '90',
  '87',
  // hotlines
  '911',
  '988',
  '741741',
  // content facts: windows, schedules, doses, timelines
  '10',
  '33',
  '3',
  '1',
  '5',
  '2',
  '12',
  '4',
  '72',
  '120',
  '8',
  '101',
]);

/** Numbers written in a text ("98.46", "10,000", "72"), as written. */
export function numbersIn(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*/g) ?? [];
}

export function isAllowedNumber(value: string): boolean {
  return ALLOWED_NUMBERS.has(value) || ALLOWED_NUMBERS.has(value.replace(/,/g, ''));
}

export function hasOnlyAllowedNumbers(text: string): boolean {
  return numbersIn(text).every(isAllowedNumber);
}
