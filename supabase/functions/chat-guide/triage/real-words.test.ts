import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { realWords, realWordsModule } from './build-real-words.ts';

describe('real-words.ts', () => {
  it('is what build-real-words.ts writes from the installed word list', () => {
    const committed = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'real-words.ts'), 'utf8');
    expect(committed).toBe(realWordsModule(realWords()));
  });
});
