import { describe, expect, it } from 'vitest';
import { editDistance, normalizeText, spellOutShorthand, squash, stem, tokenize, wordMatches } from './normalize.ts';

describe('normalizeText', () => {
  it('lower-cases, strips accents and punctuation, keeps contractions as one word', () => {
    expect(normalizeText('  Whén shóuld I TEST?!  ')).toBe('when should i test');
    expect(normalizeText("I don't know... what's PrEP")).toBe('i dont know whats prep');
    expect(normalizeText('self-harm / doxy-PEP')).toBe('self harm doxy pep');
  });

  it('cuts runs of three or more equal letters to two', () => {
    expect(normalizeText('HELLOOOO heyyyy')).toBe('helloo heyy');
    expect(normalizeText('good')).toBe('good');
  });

  it('tokenizes into words and returns nothing for punctuation only', () => {
    expect(tokenize('wen shoud i tset?')).toEqual(['wen', 'shoud', 'i', 'tset']);
    expect(tokenize('?!...')).toEqual([]);
  });
});

describe('squash, stem and editDistance', () => {
  it('collapses repeated letters and folds simple suffixes', () => {
    expect(squash('gonorrhea')).toBe('gonorhea');
    expect(stem('tests')).toBe('test');
    expect(stem('testing')).toBe('test');
    expect(stem('infections')).toBe('infection');
    expect(stem('miss')).toBe('miss');
  });

  it('counts transpositions as one edit and stops early past the maximum', () => {
    expect(editDistance('tset', 'test', 2)).toBe(1);
    expect(editDistance('expsure', 'exposure', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('short', 'muchlongerword', 2)).toBe(3);
  });
});

describe('wordMatches', () => {
  it.each([
    ['tset', 'test'],
    ['expsure', 'exposure'],
    ['shoud', 'should'],
    ['symtoms', 'symptoms'],
    ['clamydia', 'chlamydia'],
    ['gonorhea', 'gonorrhea'],
    ['condms', 'condoms'],
    ['tests', 'test'],
    ['vaccinations', 'vaccination'],
  ])('accepts the typo %s for %s', (typed, keyword) => {
    expect(wordMatches(typed, keyword)).toBe(true);
  });

  it.each([
    ['rate', 'rape'],
    ['sick', 'sex'],
    ['best', 'test'],
    ['text', 'test'],
    ['text', 'tested'],
    ['sexual', 'sex'],
    ['protect', 'unprotected'],
    ['prep', 'pep'],
  ])('rejects %s as %s', (typed, keyword) => {
    expect(wordMatches(typed, keyword)).toBe(false);
  });

  it('honours exact-only keywords', () => {
    expect(wordMatches('rape', 'rape', true)).toBe(true);
    expect(wordMatches('rapes', 'rape', true)).toBe(false);
    // Loaded words are exact-only in triage because a typo distance would take "rapid" for them.
    expect(wordMatches('rapid', 'raped')).toBe(true);
    expect(wordMatches('rapid', 'raped', true)).toBe(false);
    expect(wordMatches('hii', 'hi', true)).toBe(true);
  });
});

describe('spellOutShorthand', () => {
  it('spells out text-speak for answering', () => {
    expect(spellOutShorthand('is it safe 2 use baby oil w condoms')).toBe('is it safe to use baby oil with condoms');
    expect(spellOutShorthand('sex w/o a condom, asking 4 a friend')).toBe('sex without a condom, asking for a friend');
    expect(spellOutShorthand('me n my gf, can u test b4 sex')).toBe('me and my gf, can you test before sex');
    expect(spellOutShorthand('how 2 tell ur partner')).toBe('how to tell your partner');
    expect(spellOutShorthand('vaseline ok?')).toBe('petroleum jelly ok?');
  });

  it('reads sound-alike spellings as the words they stand for', () => {
    expect(spellOutShorthand('got treated like 2 wks ago wen am i supposed 2 test agen')).toBe(
      'got treated like 2 weeks ago when am i supposed to test again',
    );
    expect(spellOutShorthand('r u sure, idk wat ppl do')).toBe("are you sure, I don't know what people do");
    // Only whole words: a letter of a name or a word with an apostrophe is left alone.
    expect(spellOutShorthand("vitamin K, hep b r fine, it's k")).toBe("vitamin K, hep b r fine, it's k");
  });

  it('keeps figures that are figures', () => {
    expect(spellOutShorthand('do I need 2 doses or 3 doses')).toBe('do I need 2 doses or 3 doses');
    expect(spellOutShorthand('I had sex 2 days ago')).toBe('I had sex 2 days ago');
  });
});
