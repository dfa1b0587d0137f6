import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideAnswer } from './answer.ts';
import { composeFromPassages } from './compose.ts';
import { createFakeRetrieve } from './eval/fake-retrieve.ts';
import { ABOUT_FILE, aboutModule, RARITY_FILE, rarityModule, SECTIONS_FILE, sectionsModule } from './eval/gen-rarity.ts';
import { seedAbout, seedPassages } from './eval/seed-passages.ts';
import { buildSearchQueries, contentWords, rareGuideWords } from './query.ts';
import { guidesUse, inverseFrequency, matchableQuery, MAX_INVERSE_FREQUENCY, sectionsWith } from './rarity.ts';
import type { GuidePassage, RetrieveFn } from './types.ts';

describe('guide-rarity.ts', () => {
  it('is generated from the guides of supabase/seed.sql (run eval/gen-rarity.ts after a guide changes)', () => {
    expect(readFileSync(RARITY_FILE, 'utf8')).toBe(rarityModule(seedPassages()));
    expect(readFileSync(SECTIONS_FILE, 'utf8')).toBe(sectionsModule(seedPassages()));
    expect(readFileSync(ABOUT_FILE, 'utf8')).toBe(aboutModule(seedAbout()));
  });

  it('rates rare guide words above common ones, and words no guide uses above both', () => {
    expect(inverseFrequency('wallet')).toBeGreaterThan(inverseFrequency('condom'));
    expect(inverseFrequency('condom')).toBeGreaterThan(inverseFrequency('test'));
    expect(inverseFrequency('wallets')).toBe(inverseFrequency('wallet'));
    expect(inverseFrequency('zzyzx')).toBeGreaterThan(MAX_INVERSE_FREQUENCY);
  });
});

describe('ranking by rarity', () => {
  it('searches the topic words with the rarest guide words first', () => {
    const message = 'Is it actually bad to keep a condom in your wallet?';
    expect(rareGuideWords(contentWords(message))[0]).toBe('wallet');
    expect(buildSearchQueries(message)[0]).toMatch(/^condom .*wallet/);
  });

  it('quotes the sentence holding the rare word over sentences sharing only the common one', () => {
    const section = (heading: string, content: string): GuidePassage => ({
      slug: 'condom-use-guide',
      guide_title: 'Condoms, Start to Finish',
      heading,
      content,
      rank: 0.5,
    });
    const answer = composeFromPassages(contentWords('is it bad to keep a condom in my wallet'), [
      section('Why Condoms Still Matter', 'Condoms remain the only everyday method that protects against infections and pregnancy.'),
      section('Storing Condoms', 'Heat and friction damage them, so a wallet or a hot car is not a good long-term home for a condom.'),
    ])!;
    expect(answer.body).toContain('wallet');
  });

  it('answers from the guides: the wallet question gets the storing advice', async () => {
    const answer = await decideAnswer('Is it actually bad to keep a condom in your wallet?', createFakeRetrieve(seedPassages()));
    expect(answer.body).toMatch(/wallet/);
    expect(answer.sources[0]?.slug).toBe('condom-use-guide');
  });
});

describe('searches the RPC answers from its index', () => {
  it("keeps a query's words, in order, while one section has them all", () => {
    expect(sectionsWith('wallet').length).toBeGreaterThan(0);
    expect(sectionsWith('zzyzx')).toEqual([]);
    expect(matchableQuery('condom wallet')).toBe('condom wallet');
    // No section has both: the later word is left out, as is a word no guide has.
    const kept = matchableQuery('condom wallet zzyzx polyamorous');
    expect(kept.startsWith('condom wallet')).toBe(true);
    expect(kept).not.toContain('zzyzx');
    expect(matchableQuery('zzyzx')).toBe('zzyzx');
  });

  it('tells a word no guide has from a typo of one without a search', () => {
    expect(guidesUse('scabies')).toBe(false);
    expect(guidesUse('chancroid')).toBe(false);
    expect(guidesUse('walet')).toBe(true);
    expect(guidesUse('condoms')).toBe(true);
  });

  it('sends the words some section has together, then the rest on their own, each search once', async () => {
    const sent: string[] = [];
    const spy: RetrieveFn = async (query) => {
      sent.push(query);
      return [];
    };
    await decideAnswer('Can scabies spread through sex?', spy);
    expect(sent).toEqual([]); // "scabies" is in no guide: "no guide yet", with no search
    await decideAnswer('Is it actually bad to keep a condom in your wallet?', spy);
    expect(sent[0]).toBe('condom wallet');
    expect(new Set(sent).size).toBe(sent.length);
  });
});

describe('a word ending in "e" the stemmer leaves whole', () => {
  it('is found by its stem without the "e" ("douche": the guides say "douching")', () => {
    expect(sectionsWith('douche').length).toBeGreaterThan(0);
    expect(inverseFrequency('douche')).toBeLessThanOrEqual(MAX_INVERSE_FREQUENCY);
    expect(matchableQuery('douche test')).toBe('douche test');
  });
});

describe('a word that only frames the question', () => {
  it('("the difference between …") is never the rare word a search is pinned on', () => {
    expect(rareGuideWords(['difference', 'between', 'rapid', 'lab'])).not.toContain('difference');
    expect(rareGuideWords(['difference', 'between', 'rapid', 'lab'])).not.toContain('between');
  });
});
