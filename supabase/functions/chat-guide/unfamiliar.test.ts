/**
 * Words no guide covers: the retrieval path says "I don't have a guide on that yet" with a
 * search link instead of quoting a neighbouring topic (unfamiliar.ts, answer.ts). Examples
 * written for this test, answered from the real guide sections (supabase/seed.sql).
 */
import { describe, expect, it } from 'vitest';
import { decideAnswer } from './answer.ts';
import { fallbackAnswer, searchHref } from './compose.ts';
import { createFakeRetrieve } from './eval/fake-retrieve.ts';
import { seedPassages } from './eval/seed-passages.ts';
import { isNoGuideReply } from './eval/checks.ts';
import { contentWords } from './query.ts';
import { isEverydayWord, unfamiliarWords } from './unfamiliar.ts';

const retrieve = createFakeRetrieve(seedPassages());

describe('unfamiliarWords', () => {
  it('finds a word that is neither English nor the guides', () => {
    expect(unfamiliarWords(contentWords('Does pubic lice count as an STI, or is it more like scabies?'))).toEqual(['lice', 'scabies']);
    expect(unfamiliarWords(contentWords('what is donovanosis'))).toEqual(['donovanosis']);
  });

  it('reads typos of the guides and of everyday words as known', () => {
    expect(unfamiliarWords(contentWords('is gonorhea curable'))).toEqual([]);
    expect(unfamiliarWords(contentWords('wats the best way to tell a partnr'))).toEqual([]);
    expect(isEverydayWord('nervus')).toBe(true);
    expect(isEverydayWord('ureaplasma')).toBe(false);
  });
});

describe('no guide yet', () => {
  it('a health subject no guide covers wins over a neighbouring intent or topic (a pregnancy test after sex is not the exposure answer)', async () => {
    for (const message of [
      'how soon after unprotected sex does a pregnancy test work',
      'how long does abortion medication take to work',
      'is it too late for ending a pregnancy at 10 weeks',
      'whats the chance of getting pregnant from precum',
    ]) {
      const answer = await decideAnswer(message, retrieve);
      expect(isNoGuideReply(answer.body), message).toBe(true);
    }
    // answer.ts OFF_GUIDE_PHRASES holds only subjects no guide section covers.
    expect(
      seedPassages().some((row) => /pregnancy tests?\b|ending (?:a|an early) pregnancy|chances? of getting pregnant/i.test(row.content)),
    ).toBe(false);
  });

  it('an everyday word naming a health subject no guide covers is not answered from a neighbour', async () => {
    expect(unfamiliarWords(contentWords('is breastfeeding ok with herpes'))).toEqual(['breastfeeding']);
    const answer = await decideAnswer('Is it safe to breastfeed while on PrEP meds or with hep B?', retrieve);
    expect(isNoGuideReply(answer.body)).toBe(true);
    expect(answer.body).toContain('/search?q=');
    const other = await decideAnswer('do kegels help after having a baby', retrieve);
    expect(isNoGuideReply(other.body)).toBe(true);
  });

  it('a skin or genital condition no guide covers is not answered as a symptom of an STI', async () => {
    for (const [message, word] of [
      ['My partner and I both have an itchy rash. Could it be scabies?', 'scabies'],
      ['is balanitis an STI?', 'balanitis'],
      ['does boric acid help with discharge?', 'boric'],
    ] as const) {
      const answer = await decideAnswer(message, retrieve);
      expect(isNoGuideReply(answer.body)).toBe(true);
      expect(answer.body).toContain(`/search?q=${word}`);
    }
  });

  it('answers a subject no guide covers with a search link, not a neighbouring topic', async () => {
    const answer = await decideAnswer('Can you get donovanosis from oral sex?', retrieve);
    expect(answer.route).toBe('fallback');
    expect(isNoGuideReply(answer.body)).toBe(true);
    expect(answer.body).toContain('/search?q=donovanosis');
    expect(answer.sources).toEqual([]);
  });

  it('still answers when the unusual word is in a guide', async () => {
    const answer = await decideAnswer('what does undetectable mean for HIV', retrieve);
    expect(isNoGuideReply(answer.body)).toBe(false);
    expect(answer.sources.length).toBeGreaterThan(0);
  });

  it('the fallback links a search of the question words, within what the widget may follow', () => {
    expect(searchHref(['pubic', 'lice'])).toBe('/search?q=pubic+lice');
    expect(searchHref([])).toBeNull();
    const long = ['lymphogranuloma', 'venereum', 'donovanosis', 'granuloma', 'inguinale', 'chancroid', 'trichomoniasis'];
    expect(searchHref(long)).toBe('/search?q=lymphogranuloma+venereum+donovanosis+granuloma+inguinale+chancroid');
    expect(isNoGuideReply(fallbackAnswer(['pubic', 'lice']).body)).toBe(true);
    expect(isNoGuideReply(fallbackAnswer().body)).toBe(false);
  });
});
