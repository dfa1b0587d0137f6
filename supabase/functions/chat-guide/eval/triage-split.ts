/**
 * The fixed rule that splits the triage evaluation into `dev` (tune on it) and `holdout` (only
 * its score is ever reported): FNV-1a 32-bit hash of the message's UTF-8 bytes; holdout when
 * the hash modulo 10 is below 4 (about 40%). The split is stored with every case in
 * triage-cases.json; a test checks that the stored split still follows this rule.
 */
export type Split = 'dev' | 'holdout';

export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function splitOf(message: string): Split {
  return fnv1a32(message) % 10 < 4 ? 'holdout' : 'dev';
}
