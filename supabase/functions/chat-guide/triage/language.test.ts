import { describe, expect, it } from 'vitest';
import { writtenInAnotherLanguage } from './language.ts';
import { featureNames } from './model/features.ts';
import { triageTokens } from './normalize.ts';

const other = (message: string) => writtenInAnotherLanguage(triageTokens(message));

describe('writtenInAnotherLanguage (docs/chat-guide.md#other-languages)', () => {
  it('reads a message in another language of the Latin script by its words', () => {
    expect(other('cuánto cuesta el kit y cuándo llegan los resultados?')).toBe(true);
    expect(other('o resultado sai no aplicativo ou por email?')).toBe(true);
    expect(other('magkano po yung kit? may bayad ba ang shipping')).toBe(true);
  });

  it('reads a message mostly in another script', () => {
    expect(other('검사 결과는 언제 나와요?')).toBe(true);
    expect(other('сколько стоит набор')).toBe(true);
    expect(other('结果 怎么 看')).toBe(true);
  });

  it('keeps English with typos, slang or the guides’ medical words as English', () => {
    expect(other('tell me about lymphogranuloma venereum')).toBe(false);
    expect(other('is trichomoniasis curable or just treatable')).toBe(false);
    expect(other('i wanna kil myslef tonite honestly')).toBe(false);
    expect(other('postpartum. want to die. 2am.')).toBe(false);
  });

  it('leaves an English message with a few borrowed words in English', () => {
    expect(other('my abuela found the kit, how discreet is the packaging?')).toBe(false);
  });
});

describe('the model reads other languages’ spelling apart, and their words through a gloss', () => {
  it('gives another language’s message words, pairs and spelling of its own, and shares the concepts and its gloss', () => {
    const spanish = featureNames('me siento muy mal hoy, me quiero morir');
    expect(spanish.has('x:language other')).toBe(true);
    expect(spanish.has('w:@me')).toBe(true);
    expect(spanish.has('w:siento')).toBe(false);
    expect(spanish.has('c:@<sie')).toBe(true);
    // Its spelling stays apart; its English words are those of its gloss (gloss/gloss.ts), lighter.
    expect([...spanish.keys()].filter((name) => /^c:[^@]/.test(name))).toEqual([]);
    expect(spanish.get('w:die')).toBeLessThan(spanish.get('w:@morir')!);
    expect([...spanish.keys()].some((name) => name.startsWith('k:OTHER_LANGUAGES_'))).toBe(true);
    const english = featureNames('tell me about lymphogranuloma');
    expect(english.has('x:language other')).toBe(false);
    expect(english.has('w:me')).toBe(true);
    expect(english.has('c:<lym')).toBe(true);
  });
});
