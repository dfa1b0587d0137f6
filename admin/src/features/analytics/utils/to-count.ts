/**
 * Postgres bigint counts may arrive as JSON numbers or, from some gateways, as
 * strings; anything that is not a whole non-negative number is a bad answer.
 */
export function toCount(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new TypeError('expected a whole, non-negative count');
  }
  return n;
}
