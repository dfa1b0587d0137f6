import { describe, expect, it } from 'vitest';
import { triageTokens } from '../normalize.ts';
import { featureNames } from '../model/features.ts';
import { GAP, compileGlossary, glossTokens, type Glossary } from './gloss.ts';
import { glossaries } from './glossaries.ts';

const SPANISH: Glossary = {
  language: 'Spanish',
  entries: [
    ['quiero', 'i want'],
    ['morir', 'to die'],
    ['me muero de vergüenza', 'i am very embarrassed'],
    ['prueba', 'test'],
    ['cuánto', 'how much'],
    ['cuesta', 'costs'],
    ['la', 'the'],
  ],
};
const ITALIAN: Glossary = {
  language: 'Italian',
  entries: [
    ['quanto', 'how much'],
    ['costa', 'costs'],
    ['il', 'the'],
    ['la', 'the'],
  ],
};
const both = [SPANISH, ITALIAN].map(compileGlossary);
const gloss = (message: string) => glossTokens(triageTokens(message), both);

describe('glossTokens', () => {
  it('reads the message with the glossary that knows most of its words', () => {
    expect(gloss('cuánto cuesta la prueba')).toEqual({
      language: 'Spanish',
      tokens: ['how', 'much', 'costs', 'the', 'test'],
      known: 4,
    });
    expect(gloss('quanto costa il kit')?.language).toBe('Italian');
  });

  it('takes the longest phrase first, so an idiom reads as what it means', () => {
    expect(gloss('me muero de verguenza jaja')?.tokens).toEqual(['i', 'am', 'very', 'embarrassed', 'lol']);
  });

  it('matches with or without accents, as triage normalises both sides', () => {
    expect(gloss('CUANTO cuesta')?.tokens).toEqual(['how', 'much', 'costs']);
  });

  it('keeps an English word of a mixed message and leaves a gap for an unknown one', () => {
    expect(gloss('quiero morir tonight, xyzzt')?.tokens).toEqual(['i', 'want', 'to', 'die', 'tonight', ',', GAP]);
  });

  it('glosses nothing when no glossary knows a word', () => {
    expect(gloss('zzqx vvrt')).toBeNull();
  });

  it('skips a phrase longer than it allows and an entry without words', () => {
    const compiled = compileGlossary({
      language: 'Test',
      entries: [
        ['uno dos tres cuatro cinco seis siete ocho nueve', 'nine words'],
        ['...', 'dots'],
        ['uno', 'one'],
      ],
    });
    expect([...compiled.table.keys()]).toEqual(['uno']);
  });
});

describe('the glossaries (glossaries.ts)', () => {
  const real = (message: string) => glossTokens(triageTokens(message), glossaries());

  it('each hold hundreds of words and phrases, read as triage reads messages', () => {
    for (const glossary of glossaries()) expect(glossary.table.size, glossary.language).toBeGreaterThan(400);
  });

  it('read a crisis as a crisis and an idiom as what it means, in several languages', () => {
    const cases: ReadonlyArray<readonly [string, string, RegExp]> = [
      ['ya no quiero vivir', 'Spanish', /\bnot want to live\b/],
      ['me muero de vergüenza', 'Spanish', /\bembarrassed\b/],
      ['Ich will nicht mehr leben', 'German', /\bnot want to live\b/],
      ['我想死', 'Chinese', /\bwant to die\b/],
      ['笑死我了', 'Chinese', /\blol\b/],
      ['死にたい', 'Japanese', /\bwant to die\b/],
    ];
    for (const [message, language, meaning] of cases) {
      const gloss = real(message);
      expect(gloss?.language, message).toBe(language);
      expect(gloss?.tokens.join(' '), message).toMatch(meaning);
    }
  });
});

describe('the model reads a message in another language through its gloss (model/features.ts)', () => {
  it('adds the English words, pairs and concepts of the gloss, and nothing to an English message', () => {
    const spanish = featureNames('ya no quiero vivir');
    expect(spanish.has('x:language other')).toBe(true);
    expect(spanish.has('w:@quiero')).toBe(true);
    expect(spanish.has('w:live')).toBe(true);
    expect(spanish.has('b:to live')).toBe(true);
    const english = [...featureNames('how much does the kit cost').keys()];
    expect(english.some((name) => name.includes('@'))).toBe(false);
  });
});
