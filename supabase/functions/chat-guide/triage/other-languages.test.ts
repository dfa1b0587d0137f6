/**
 * Triage in the other languages our visitors write in (other-languages.ts,
 * docs/chat-guide.md#other-languages): every script is read, and each concept rule of the
 * lexicon (a term, its negation in its own language, the idioms that only sound alarming) has a
 * case here. Every message was written for this test, not taken from the evaluation; the rules
 * are tested alone (`detectTriageByRules`), so a change in the model cannot hide a rule's fault.
 */
import { describe, expect, it } from 'vitest';
import { detectTriageByRules } from '../triage.ts';
import { triageTokens } from './normalize.ts';
import { OTHER_LANGUAGE_NAMES, OTHER_LANGUAGES } from './other-languages.ts';

const byRules = (message: string) => detectTriageByRules(message)?.kind ?? null;

describe('normalisation keeps every script (normalize.ts)', () => {
  it('keeps Cyrillic, Arabic, Korean and Devanagari words, and strips their vowel signs', () => {
    expect(triageTokens('хочу умереть, правда')).toEqual(['хочу', 'умереть', ',', 'правда']);
    expect(triageTokens('أريد أن أموت')).toEqual(['اريد', 'ان', 'اموت']);
    expect(triageTokens('죽고 싶어')).toEqual(['죽고', '싶어']);
    expect(triageTokens('मरना').length).toBe(1);
  });
  it('reads Chinese and Japanese a character per word, with their own full stops', () => {
    expect(triageTokens('我想死。真的')).toEqual(['我', '想', '死', '.', '真', '的']);
  });
  it('folds the Latin letters that keep their mark inside (đ, ł, ß)', () => {
    expect(triageTokens('tôi muốn chết đi')).toEqual(['toi', 'muon', 'chet', 'di']);
    expect(triageTokens('zabiłam się')).toEqual(['zabilam', 'sie']);
  });
  it('reads laughter in other languages as laughter, and a bare "kk" (okay) as a word', () => {
    expect(triageTokens('jajaja kkkk mdr wkwkwk xD ㅋㅋㅋ')).toEqual(['lol', 'lol', 'lol', 'lol', 'lol', 'lol']);
    expect(triageTokens('kk sure')).toEqual(['kk', 'sure']);
  });
});

describe('each language has each kind of crisis', () => {
  it('lists terms of every kind, and no term twice in one kind', () => {
    expect(OTHER_LANGUAGE_NAMES.length).toBeGreaterThanOrEqual(15);
    for (const terms of Object.values(OTHER_LANGUAGES)) expect(new Set(terms).size).toBe(terms.length);
  });
  it.each([
    ['ya no quiero vivir, perdón a todos', 'crisis'],
    ['hoje eu só quero sumir pra sempre', 'crisis'],
    ["j'ai plus envie de vivre depuis le résultat", 'crisis'],
    ['mwen vle mouri depi m konnen rezilta a', 'crisis'],
    ['ich will sterben seit dem ergebnis', 'crisis'],
    ['nie chcę już żyć po tej diagnozie', 'crisis'],
    ['после результата не хочу больше жить', 'crisis'],
    ['pagod na akong mabuhay after ng result', 'crisis'],
    ['result ke baad se marne ka mann karta hai', 'crisis'],
    ['sau khi biết kết quả em không muốn sống nữa', 'crisis'],
    ['habis hasil tes keluar aku pengen mati aja', 'crisis'],
    ['بعد النتيجة بدي موت', 'crisis'],
    ['sonuçtan beri ölmek istiyorum', 'crisis'],
    ['检查结果出来以后我真的不想活了', 'crisis'],
    ['결과 보고 나서 죽고 싶어', 'crisis'],
    ['tangu nipate majibu nataka kufa', 'crisis'],
    ['me estoy cortando otra vez, no puedo parar', 'self-harm'],
    ['я снова режу руки', 'self-harm'],
    ['me violaron anoche en una fiesta', 'assault'],
    ['aku diperkosa semalam', 'assault'],
    ['他昨晚强奸了我', 'assault'],
    ['estoy sangrando mucho y empapo una toalla cada hora', 'severe-symptoms'],
    ['я потеряла сознание в ванной', 'severe-symptoms'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});

describe('the negation of the term’s own language cancels it (rules.ts negatedInItsLanguage)', () => {
  it.each([
    'no, nunca he pensado en quitarme la vida, solo estoy triste',
    'não tenho vontade de me machucar, só quero saber do teste',
    'aku gak ada niat bunuh diri kok, cuma takut',
    'em không có ý định tự tử đâu, chỉ lo thôi',
    'hindi naman ako nahimatay, nahilo lang',
    "je veux pas mourir, j'ai juste peur",
    'main suicide nahi karunga, bas dar lag raha hai',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it('but a negation that is the message itself still fires', () => {
    expect(byRules('no quiero vivir así')).toBe('crisis');
    expect(byRules('не хочу жить')).toBe('crisis');
  });
  it('and a "no" of another clause does not reach the term', () => {
    expect(byRules('no aguanto más quiero morirme')).toBe('crisis');
  });
});

describe('idioms that only sound alarming', () => {
  it('"kill me" is the writer’s only after their own wanting or going to (KILL_ME_NEEDS_LEAD)', () => {
    expect(byRules('mi mamá va a matarme si ve el kit jaja')).toBeNull();
    expect(byRules('minha mãe vai me matar se achar a caixa')).toBeNull();
    expect(byRules('ma mère va me tuer si elle voit le colis')).toBeNull();
    expect(byRules('quiero matarme')).toBe('crisis');
    expect(byRules('je vais me tuer ce soir')).toBe('crisis');
  });
  it('"我想死你了" is missing someone, "我想死" is not (MISS_YOU_AFTER)', () => {
    expect(byRules('我想死你了')).toBeNull();
    expect(byRules('我真的想死')).toBe('crisis');
  });
  it('dying of shame is a figure (DIE_OF_FEELING_BEFORE)', () => {
    expect(byRules('sharam se mar jaungi agar papa ko pata chala')).toBeNull();
    expect(byRules('mar jaungi aaj raat, sab khatam')).toBe('crisis');
  });
  it('a fever is severe only with severe pain (OTHER_FEVER, OTHER_SEVERE_PAIN)', () => {
    expect(byRules('tengo fiebre de 39, ¿es normal?')).toBeNull();
    expect(byRules('tengo fiebre de 40 y un dolor insoportable en la pelvis')).toBe('severe-symptoms');
  });
  it('a fainting long ago is over (FOREIGN_LONG_AGO)', () => {
    expect(byRules('una vez me desmayé al ver sangre, hace años. ¿el kit duele?')).toBeNull();
    expect(byRules('me desmayé hace una hora y sigo sangrando')).toBe('severe-symptoms');
  });
});
