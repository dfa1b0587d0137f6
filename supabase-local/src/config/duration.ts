/**
 * Parses the Go duration strings used in supabase/config.toml ("1s", "60s", "1m30s", "1h")
 * into seconds. A bare number is taken as seconds. Returns undefined for anything else.
 */
export function parseDurationSeconds(input: unknown): number | undefined {
  if (typeof input === 'number' && Number.isFinite(input) && input >= 0) return input;
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/gy;
  let total = 0;
  let matched = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const value = Number(m[1]);
    const unit = m[2];
    total += unit === 'h' ? value * 3600 : unit === 'm' ? value * 60 : unit === 's' ? value : value / 1000;
    matched = re.lastIndex;
  }
  return matched === text.length && matched > 0 ? total : undefined;
}
