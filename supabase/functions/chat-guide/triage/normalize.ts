/**
 * Text normalisation for safety triage. People in distress type fast, on phones, in slang:
 * "ngl id rather be ded", "k1ll mys3lf", "i cant do this anymoreee". Triage reads the message
 * as a list of plain words with two kinds of boundary markers, so a phrase never spans two
 * sentences and a negation never reaches past a comma or a "but".
 */

/** Token that ends a sentence (. ! ? ; new line). Phrases and windows stop here. */
export const SENTENCE = '.';

/** Token that ends a clause (comma, "but", "though"...). Phrases and negation stop here. */
export const CLAUSE = ',';

/** A word with a letter outside a to z after normalisation: of another script (other-languages.ts). */
export const ofAnotherScript = (word: string): boolean => /[^a-z0-9]/.test(word);

/** Accents and every other combining mark (Arabic vowel signs, Devanagari vowel signs): people often type without them. */
const COMBINING_MARKS = /\p{M}/gu;

/** Latin letters that carry their mark inside them and so survive NFKD: "đau" (Vietnamese), "zabiłam" (Polish). */
const LETTER_FOLDS: Readonly<Record<string, string>> = { đ: 'd', ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ħ: 'h' };
const FOLDED_LETTER = /[đłøßæœıþħ]/g;

/**
 * Scripts written without spaces between words (Chinese characters, Japanese kana): each
 * character is read as a word, so "我想死" is the words 我 想 死 and a lexicon term is written
 * the same way ("想 死"). docs/chat-guide.md#other-languages.
 */
const UNSPACED_SCRIPT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;

/**
 * Laughter as people type it in other languages, read before repeated letters are cut: Spanish
 * "jajaja", Portuguese "kkkk" and "rsrs", French "mdr" and "ptdr", Indonesian "wkwk", "xD",
 * Korean "ㅋㅋ" and "ㅎㅎ" (NFKD turns the compatibility letters into these jamo), Thai "555".
 */
const OTHER_LAUGHTER =
  /(^|[^\p{L}\p{N}])(?:(?:ja){2,}j?|(?:je){2,}|k{3,}|(?:rs){2,}|wk(?:wk)+|mdr+|ptdr+|x+d+|(?:hi){3,}|[\u110f\u1112\u314b\u314e]{2,}|5{3,})(?=$|[^\p{L}\p{N}])/gu;

/** Emoji that stand for a word in this context; laughter marks joking. */
const EMOJI_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\u{1F52A}/gu, ' knife '],
  [/\u{1F48A}/gu, ' pills '],
  [/\u{1FA78}/gu, ' blood '],
  [/\u{1FAA6}|\u26B0\uFE0F?/gu, ' grave '],
  [/[\u{1F602}\u{1F923}\u{1F606}\u{1F639}\u{1F605}]/gu, ' lol '],
  [/\u{1F634}|\u{1F4A4}/gu, ' sleep '],
  [/\u{1F377}|\u{1F37A}|\u{1F943}/gu, ' drink '],
  [/\u{1FA79}/gu, ' bandage '],
  [/\u{1F52B}/gu, ' gun '],
  // Means, tools and signs told in emoji: knot, bridge at night, razor, scissors, dizzy face (with
  // or without its spiral), a leg (the writer's own, as they show it), the test tube of the kit.
  [/\u{1FAA2}/gu, ' rope '],
  [/\u{1F309}/gu, ' bridge '],
  [/\u{1FA92}/gu, ' razor '],
  [/\u2702\uFE0F?/gu, ' scissors '],
  [/\u{1F635}(\u200D\u{1F4AB})?|\u{1F4AB}/gu, ' dizzy '],
  [/\u{1F9B5}/gu, ' my leg '],
  [/\u{1F9EA}/gu, ' test '],
];

/** Leetspeak inside words that start with a letter: "k1ll" -> "kill", "su1c1de" -> "suicide". */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
const LEET_WORD = /(^|[^a-z0-9@$!|])([a-z@$][a-z0-9@$!|]*[0-9@$!|][a-z0-9@$!|]*)/g;

/** Whole-word rewrites: contractions without apostrophes, text-speak, slang. */
const EXPANSIONS: Readonly<Record<string, string>> = {
  im: 'i am',
  nobodys: 'nobody is',
  ive: 'i have',
  id: 'i would',
  ill: 'i will',
  itll: 'it will',
  thatll: 'that will',
  youll: 'you will',
  hed: 'he would',
  shed: 'she would',
  youre: 'you are',
  theyre: 'they are',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  aint: 'is not',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  kinda: 'kind of',
  finna: 'going to',
  u: 'you',
  ur: 'your',
  rn: 'right now',
  tn: 'tonight',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  '2morrow': 'tomorrow',
  b4: 'before',
  idk: 'i do not know',
  idc: 'i do not care',
  idw: 'i do not want',
  idwt: 'i do not want to',
  // "ngl" and "tbh" are emphasis, not negation: read as "honestly" so "not" never leaks.
  ngl: 'honestly',
  tbh: 'honestly',
  tbf: 'honestly',
  fr: 'for real',
  frfr: 'for real',
  deadass: 'seriously',
  kmsl: 'kms',
  kys: 'kill yourself',
  ctb: 'ctb',
  sh: 'self harm',
  shing: 'self harming',
  sewerslide: 'suicide',
  sewerslidal: 'suicidal',
  suicde: 'suicide',
  alot: 'a lot',
  cuz: 'because',
  bc: 'because',
  coz: 'because',
  cos: 'because',
  pls: 'please',
  plz: 'please',
  ppl: 'people',
  smth: 'something',
  sth: 'something',
  bf: 'boyfriend',
  gf: 'girlfriend',
  meself: 'myself',
  myslef: 'myself',
  mysefl: 'myself',
  ded: 'dead',
  nvm: 'never mind',
  lmao: 'lol',
  lmfao: 'lol',
  rofl: 'lol',
  haha: 'lol',
  hahaha: 'lol',
  hehe: 'lol',
  jk: 'kidding',
  jking: 'kidding',
  kut: 'cut',
  kutting: 'cutting',
  kuting: 'cutting',
  kuts: 'cuts',
  agian: 'again',
  lst: 'last',
  nite: 'night',
  nd: 'and',
  unaliving: 'unalive',
  unalived: 'unalive',
};

/** Laughter however it is typed: "lmaooo", "hahaha", "lolol", "hehe". */
const LAUGHTER = /^(l+m+f*a+o+|(ha){2,}h?|(he){2,}|lo(lo)+l?|lol+|rofl+)$/;

/** Words people censor with a star: "r*ped", "s*icide", "k*ll mys*lf". */
const CENSORED = [
  'assaulted',
  'assault',
  'rape',
  'raped',
  'rapist',
  'raping',
  'suicide',
  'suicidal',
  'kill',
  'killing',
  'myself',
  'die',
  'dead',
  'cut',
  'cutting',
  'self',
  'harm',
  'unalive',
];

function uncensor(text: string): string {
  return text.replace(/[a-z]*\*+[a-z*]*/g, (word) => {
    if (!/[a-z]/.test(word)) return word;
    const pattern = new RegExp(`^${word.replace(/\*+/g, '[a-z]{1,2}')}$`);
    return CENSORED.find((w) => pattern.test(w)) ?? word;
  });
}

/**
 * Everyday words for two common symptoms read as their usual wording, so neither reads as a burn
 * or a bleed: "my pee burns", "peeing burns", "burning pee" -> "it burns when i pee"; "yellowish
 * stuff coming out" -> "yellowish discharge".
 */
function plainSymptoms(text: string): string {
  return text
    .replace(
      /\b(?:my |the )?(?:pee|peeing|urine|wee|weeing|piss|pissing)(?: \w+)? (?:burns|is burning|stings|is stinging)\b/g,
      'it burns when i pee',
    )
    .replace(/\bburning (?:pee|urine|wee)\b/g, 'it burns when i pee')
    .replace(/\b(?:burns|stings) to (?:pee|wee)\b/g, 'it burns when i pee')
    .replace(
      /\b(yellow|yellowish|green|greenish|white|whitish|grey|gray|cloudy|thick|smelly|milky|weird|gross)(?: \w+)? (?:stuff|gunk|goo|liquid|fluid) (?:coming|comes|came|leaking|leaks|oozing) out\b/g,
      '$1 discharge',
    );
}

/** Words after which a new clause starts (the word itself stays). */
const CLAUSE_WORDS = new Set(['but', 'though', 'although', 'however', 'except', 'yet', 'whereas']);

/** A word that starts with a digit is leetspeak only with two letters or more and no unit: "4g41n", not "103f" or "24hrs". */
const LEET_DIGIT_WORD = /(^|[^a-z0-9@$!|])([0-9][a-z0-9@$!|]*)/g;
const NUMBER_WITH_UNIT = /^[0-9]+(st|nd|rd|th|am|pm|mg|ml|hrs?|h|d|days?|weeks?|wks?|mins?|yrs?|yo|x|k|c|f|s|lbs?|kg|cm|mm|g)?$/;

function deLeet(text: string): string {
  const swap = (word: string) => [...word].map((ch) => LEET[ch] ?? ch).join('');
  return text
    .replace(LEET_WORD, (_whole, lead: string, word: string) => {
      if (/^[a-z]{1,2}[0-9]+$/.test(word)) return lead + word; // "b4", "h2", "ps5": text-speak or names
      // "fine!", "help!!": a "!" or "|" ending the word is punctuation, not an "i" or an "l".
      const [, core = word, end = ''] = /^(.*?)([!|]*)$/.exec(word) ?? [];
      return lead + (/[0-9@$!|]/.test(core) ? swap(core) : core) + end;
    })
    .replace(LEET_DIGIT_WORD, (_whole, lead: string, word: string) => {
      const letters = word.replace(/[^a-z]/g, '').length;
      if (letters < 2 || NUMBER_WITH_UNIT.test(word) || EXPANSIONS[word]) return lead + word;
      return lead + swap(word);
    });
}

/**
 * Lower-cased plain words with SENTENCE and CLAUSE markers. Contractions are expanded ("dont"
 * -> "do not"), runs of 3+ equal letters cut to 2 ("sooooo" -> "soo"), leetspeak and common
 * text-speak read as words.
 */
export function triageTokens(raw: string): string[] {
  // "SA" in capitals is sexual assault; a lower-case "sa" only after was/got/been ("i was sa"):
  // in Tagalog and Spanish-influenced text "sa" is an everyday preposition.
  let text = raw
    .replace(/\bSA(['\u2019]d)?\b/g, ' sexually assaulted ')
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    // Back to composed form: Korean syllables, which NFKD had split into letters, are whole again.
    .normalize('NFC')
    .toLowerCase()
    .replace(FOLDED_LETTER, (ch) => LETTER_FOLDS[ch] ?? ch)
    .replace(OTHER_LAUGHTER, '$1 lol ');
  text = text
    .replace(
      /\b(was|got|been|being|getting|get|the|an|my|her|his|their|of|after|about|reported|report)\s+sa\b(?!['\u2019])/g,
      '$1 sexually assaulted',
    )
    .replace(/\bsa\s+(survivor|survivors|victim|kit|exam|nurse)\b/g, 'sexually assaulted $1');
  for (const [pattern, word] of EMOJI_WORDS) text = text.replace(pattern, word);
  text = text
    .replace(/\bsa['\u2019]d\b/g, ' sexually assaulted ')
    // "'accidentally' burned myself": an accident in quotes is not one.
    .replace(/['"\u2018\u201c]accident(al|ally)?['"\u2019\u201d]/g, ' on purpose ')
    .replace(/\bs\s*[/.]\s*h\b/g, ' self harm ')
    .replace(/\bs\s*\/\s*a(['\u2019]?d)?\b/g, ' sexually assaulted ')
    .replace(/\$h\b/g, 'sh')
    .replace(/(\d)\.(\d)/g, '$1_$2')
    .replace(/['\u2018\u2019`\u00b4]/g, '')
    .replace(/\bw\/o\b/g, ' without ')
    .replace(/\bw\//g, ' with ')
    .replace(/\b(\d+)\s*\/\s*10\b/g, ' $1 out of 10 ');
  text = uncensor(deLeet(text));
  text = plainSymptoms(text);
  text = text
    // Full stops and question marks of other scripts too: 。 ؟ ۔ । (NFKD has already made ！ and ？ plain).
    .replace(/[.!?;:\n\r\u3002\u061f\u06d4\u0964]+/g, ` ${SENTENCE} `)
    .replace(/[,()\u2014\u2013\u3001\u060c]+|\s-\s/g, ` ${CLAUSE} `)
    .replace(UNSPACED_SCRIPT, ' $1 ')
    // Letters of every script stay (Cyrillic, Arabic, Korean, Devanagari...); the rest is space.
    .replace(/[^\p{L}\p{N}.,_]+/gu, ' ')
    .replace(/(\d)_(\d)/g, '$1.$2')
    .replace(/(\p{L})\1{2,}/gu, '$1$1');

  const out: string[] = [];
  for (const word of text.split(' ')) {
    if (word === '') continue;
    if (word === SENTENCE || word === CLAUSE) {
      const last = out[out.length - 1];
      if (last === undefined) continue;
      if (last === SENTENCE || last === CLAUSE) out[out.length - 1] = last === SENTENCE || word === SENTENCE ? SENTENCE : CLAUSE;
      else out.push(word);
      continue;
    }
    if (CLAUSE_WORDS.has(word) && out.length > 0 && out[out.length - 1] !== CLAUSE && out[out.length - 1] !== SENTENCE) out.push(CLAUSE);
    const expanded = EXPANSIONS[word] ?? (LAUGHTER.test(word) ? 'lol' : undefined);
    if (expanded) out.push(...expanded.split(' '));
    else out.push(word);
  }
  while (out.length > 0 && (out[out.length - 1] === SENTENCE || out[out.length - 1] === CLAUSE)) out.pop();
  return out;
}
