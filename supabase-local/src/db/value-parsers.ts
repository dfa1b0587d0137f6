// Both adapters turn column values into the same JavaScript values, matching what PostgREST
// puts in its JSON: int8 as a number (a string past 2^53), numeric as a number, and dates and
// timestamps as the strings PostgreSQL's to_json writes (ISO 8601, offset as +HH:MM).

export const OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
} as const;

export function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

export function parseNumeric(text: string): number | string {
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

/** '2025-01-02 03:04:05.123+00' → '2025-01-02T03:04:05.123+00:00' (what to_json gives). */
export function parseTimestamp(text: string): string {
  if (text === 'infinity' || text === '-infinity') return text;
  const iso = text.replace(' ', 'T');
  return /[+-]\d\d$/.test(iso) ? `${iso}:00` : iso;
}

export function parseDate(text: string): string {
  return text;
}

export const VALUE_PARSERS: Record<number, (text: string) => unknown> = {
  [OID.int8]: parseInt8,
  [OID.numeric]: parseNumeric,
  [OID.date]: parseDate,
  [OID.timestamp]: parseTimestamp,
  [OID.timestamptz]: parseTimestamp,
};
