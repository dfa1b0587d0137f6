/**
 * Rough "how long ago" from phrases like "2 days ago", "yesterday", "36 hrs ago". Used only to
 * say whether the 72-hour PEP window is likely still open; null when the text doesn't say.
 */
import type { MessageView } from './matcher.ts';

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  couple: 2,
  'couple of': 2,
};

const UNIT_HOURS: Record<string, number> = {
  h: 1,
  hr: 1,
  hrs: 1,
  hour: 1,
  hours: 1,
  hor: 1,
  hous: 1,
  d: 24,
  day: 24,
  days: 24,
  dys: 24,
  dayz: 24,
  night: 24,
  nights: 24,
  wk: 168,
  wks: 168,
  week: 168,
  weeks: 168,
};

const AMOUNT = String.raw`(\d{1,3}\s*|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|couple(?: of)?)\s+)`;
const UNIT = String.raw`(hours?|hrs?|h|hor|hous|days?|dys|dayz|d|nights?|weeks?|wks?|wk)`;
/** "2 days ago", "3 hrs back" ... */
const AMOUNT_AGO = new RegExp(String.raw`\b${AMOUNT}${UNIT}\s+(?:ago|agoo|back|before now)\b`);
/** "it's been 2 days", "was 36 hours since" ... */
const BEEN_AMOUNT = new RegExp(String.raw`\b(?:been|its been|was)\s+(?:about\s+|around\s+|like\s+)?${AMOUNT}${UNIT}\b`);

export function estimateHoursSince(view: MessageView): number | null {
  const text = view.normalized;
  const match = AMOUNT_AGO.exec(text) ?? BEEN_AMOUNT.exec(text);
  if (match) {
    const amountText = match[1]!.trim();
    const amount = /^\d/.test(amountText) ? Number(amountText) : (WORD_NUMBERS[amountText] ?? NaN);
    const unit = UNIT_HOURS[match[2]!];
    if (Number.isFinite(amount) && unit !== undefined) return amount * unit;
  }
  if (/\b(this morning|today|tonight|earlier today|an hour ago|few hours ago|last night)\b/.test(text)) return 12;
  if (/\b(yesterday|yday|yesterdy|yesteday)\b/.test(text)) return 24;
  if (/\blast week\b/.test(text)) return 168;
  return null;
}
