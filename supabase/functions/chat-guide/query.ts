/**
 * Turns a chat message into a short full-text query: filler words dropped, common typos
 * corrected against our own vocabulary, a few synonyms mapped to the words the guides use.
 */
import { normalizeText, stem, wordMatches } from './normalize.ts';
import { inverseFrequency, MAX_INVERSE_FREQUENCY } from './rarity.ts';
import { REAL_WORDS_TEXT } from './triage/real-words.ts';

const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing dont for from get gets getting got had has have ' +
    'having he her hers him his how i id if im in into is it its ive just know let lets like me mine more most much my ' +
    'need no nor not of off on once only or other our out over own please really right same she should so some such ' +
    'than that thats the their them then there these they this those through to too under until up us very want was ' +
    'we were what whats when where which while who whom why will with would you your youre yours explain about any ' +
    'anything something someone thing things okay ok hey hi hello thanks thank also maybe kind sort lot lots again ' +
    'guide candor chat bot question ask asking wondering curious info information mean means give show ' +
    'against during also go goes going into often usually actually exactly happen happens happening way ways ' +
    'work works which whether still even ever every each much many all already instead ' +
    // Contractions with their apostrophe dropped ("you've" -> "youve"): no guide word, and an AND search fails on them.
    'youve weve theyve theyre shes hes isnt arent wasnt werent doesnt didnt havent hasnt hadnt youll theyll itll youd theyd ' +
    'theres heres wheres hows whos here ' +
    // Chat filler ("smh", "tbh", "itchy af"): says how the writer feels, not what they ask.
    'smh lol lmao omg tbh ngl af bruh ikr imo btw ugh um uh hmm'
  ).split(' '),
);

/** Words the guides use; typed words close to one of these are corrected to it. */
const VOCABULARY = (
  'sti std infection infections hiv aids syphilis herpes hepatitis chlamydia gonorrhea trichomonas trichomoniasis ' +
  'mycoplasma hpv bacterial vaginosis yeast warts condom condoms internal external latex polyurethane lubricant lube ' +
  'dental dam barrier barriers prep pep doxy doxycycline vaccine vaccines vaccination vaccinated dose doses ' +
  'contraception contraceptive emergency birth control pill pills iud implant symptoms symptom discharge burning ' +
  'itching sores rash pain test tests testing tested results result positive negative inconclusive window period ' +
  'periods exposure partner partners disclosure disclose conversation conversations talk talking communication ' +
  'communicate trust transparency counseling couples stigma shame anxiety myths myth misconceptions facts science ' +
  'prevention plan schedule checkup checkups annual pap smear cervical cancer anatomy vulva vagina penis testicles ' +
  'treatment treatments antibiotics cure cured curable chronic living relationship relationships consent oral anal ' +
  'vaginal protection protect protects risk reduction urine blood swab sample clinic provider telehealth ' +
  'prescription privacy confidential visit prepare preparing expect accuracy accurate false transmission transmit ' +
  'spread kissing toilet seat pregnancy pregnant fertility immunity booster appointment appointments ' +
  'shame embarrassed embarrassing judgment support group groups therapist therapy honest honesty boundaries ' +
  'lubrication allergy expiry expired breaks broke slipped pharmacy pharmacist insurance cost free tell ' +
  'telling visit types type options petroleum jelly oil silicone lotion'
).split(' ');

const SYNONYMS: Record<string, string> = {
  std: 'sti',
  stds: 'sti',
  stis: 'sti',
  clap: 'gonorrhea',
  rubber: 'condom',
  rubbers: 'condom',
  jab: 'vaccine',
  shot: 'vaccine',
  shots: 'vaccine',
  hep: 'hepatitis',
  trich: 'trichomonas',
  bv: 'bacterial vaginosis',
  gardasil: 'hpv vaccine',
  doxypep: 'doxy pep',
  appointment: 'visit',
  appointments: 'visit',
  appt: 'visit',
  // The guides speak to the reader ("telling someone yourself").
  myself: 'yourself',
  smear: 'pap',
  // Short names and everyday names of an infection the guides name in full.
  gono: 'gonorrhea',
  syph: 'syphilis',
  chlam: 'chlamydia',
  chlammy: 'chlamydia',
  thrush: 'yeast',
  // The guides speak of "every gender and sexual orientation" and "LGBTQ", not of each identity.
  gay: 'gay orientation lgbtq',
  lesbian: 'lesbian orientation lgbtq',
  bisexual: 'bisexual orientation lgbtq',
  queer: 'queer orientation lgbtq',
};

/** Topic words so common across the guides that they say little about which one fits. */
const GENERIC = new Set(['sti', 'std', 'infection', 'infections', 'test', 'tests', 'testing', 'tested', 'sex', 'sexual', 'health']);

/**
 * Weight of a query word when ranking passages: the guides' specific topic words ("pap",
 * "condom") count most, generic ones ("sti", "testing") least.
 */
export function wordWeight(word: string): number {
  if (GENERIC.has(word)) return 0.5;
  return VOCABULARY.includes(word) ? 2 : 1;
}

/** Whether a word is one of the guides' topic words exactly (after correction, see contentWords). */
export function isTopicWord(word: string): boolean {
  return VOCABULARY.includes(word);
}

/** Whether a word is one the guides use (or a typo of one, or a synonym we map to one). */
export function isGuideWord(word: string): boolean {
  if (SYNONYMS[word] !== undefined || VOCABULARY.includes(word)) return true;
  return VOCABULARY.some((known) => wordMatches(word, known));
}

let englishWords: Set<string> | null = null;

/** Whether a word is an English word as typed (triage/real-words.ts), which is never a typo of another. */
function isEnglishWord(word: string): boolean {
  englishWords ??= new Set(REAL_WORDS_TEXT.split(' '));
  return englishWords.has(word);
}

function correct(word: string): string {
  const synonym = SYNONYMS[word];
  if (synonym) return synonym;
  if (VOCABULARY.includes(word) || /^\d+$/.test(word)) return word;
  // "taking" is not a typo of "talking", nor "injection" of "infection", nor "soles" of "sores".
  if (isEnglishWord(word)) return word;
  const match = VOCABULARY.find((known) => wordMatches(word, known));
  return match ?? word;
}

/** Shots counted: "how many shots", "two shots or three". */
const COUNTED = /\bhow many\b|\b(?:one|two|three|[123]) (?:shots?|jabs?)\b/;
const MEDICINE_CONTEXT = /\b(?:prep|pep|doxy|antibiotics?|penicillin|treatment|medication|meds)\b/;

/** Content words of a message, corrected, without duplicates (by stem). */
export function contentWords(message: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  // "tell me about X" is filler, but "tell my partner" is the question.
  const text = normalizeText(message)
    .replace(/\b(?:tell|show|give) (?:me|us)\b/g, ' ')
    // "asking for a friend" says who asks, not what.
    .replace(/\b(?:asking|ask) (?:for|4) (?:a )?friend\b/g, ' ');
  // A "shot" of a medicine ("is PrEP a pill or a shot?") is an injection, not a vaccine; counted
  // ("how many shots", "two shots or three") it is a dose of a vaccine.
  const medicine = MEDICINE_CONTEXT.test(text);
  const counted = COUNTED.test(text);
  for (const token of text.split(' ')) {
    if (token === '' || STOPWORDS.has(token)) continue;
    const shot = /^(?:shots?|jabs?)$/.test(token);
    const read = shot && medicine ? 'injection' : shot && counted ? 'vaccine doses' : correct(token);
    for (const word of read.split(' ')) {
      const key = stem(word);
      if (seen.has(key)) continue;
      seen.add(key);
      words.push(word);
    }
  }
  return words;
}

const MAX_QUERY_WORDS = 8;
const MAX_TOPIC_WORDS = 4;

/** The query sent to full-text search: all content words, or the normalised message. */
export function buildSearchQuery(message: string): string {
  const words = contentWords(message).slice(0, MAX_QUERY_WORDS);
  if (words.length > 0) return words.join(' ');
  return normalizeText(message).slice(0, 200);
}

/**
 * The search RPC matches all words first and only then loosens, so a question's filler words
 * ("deal", "safe") can hide the right section. Returns one or two distinct queries, most
 * specific first: the guides' topic words alone, then every content word.
 */
export function buildSearchQueries(message: string): string[] {
  const words = contentWords(message);
  const topicWords = words.filter((word) => VOCABULARY.includes(word)).slice(0, MAX_TOPIC_WORDS);
  const topic = topicWords.join(' ');
  // A rare word the guides do use ("wallet", "douche") pins the one section that answers: it
  // goes with the topic words first, so a common topic word alone does not pick the section.
  const rare = rareGuideWords(words.filter((word) => !topicWords.includes(word)));
  const pinned = topicWords.length > 0 && rare.length > 0 ? [...topicWords, ...rare].join(' ') : '';
  const full = buildSearchQuery(message);
  return [...new Set([pinned, topic, full].filter((q) => q !== ''))];
}

/** Inverse sentence frequency from which a word counts as rare in the guides (in at most ~1 in 150 sentences). */
const RARE_FROM = 5;
const MAX_RARE_WORDS = 2;

/**
 * Words that say what kind of answer is wanted ("the difference between …", "is it normal"), not
 * what it is about: never the word a question hinges on, however rare in the guides.
 */
const FRAME_WORDS = new Set([
  'difference',
  'differences',
  'different',
  'between',
  'compare',
  'compared',
  'comparison',
  'versus',
  'vs',
  'similar',
  'same',
  'better',
  'best',
  'worse',
  'worst',
  'normal',
  'possible',
  'likely',
  'important',
  'matter',
  'matters',
]);

/** Whether a word only says what kind of answer is wanted (FRAME_WORDS). */
export function isFrameWord(word: string): boolean {
  return FRAME_WORDS.has(word);
}

/** The rarest of the words that the guides use, at most two, rarest first. */
export function rareGuideWords(words: readonly string[]): string[] {
  return words
    .filter((word) => !FRAME_WORDS.has(word))
    .map((word) => ({ word, rarity: inverseFrequency(word) }))
    .filter(({ rarity }) => rarity >= RARE_FROM && rarity <= MAX_INVERSE_FREQUENCY)
    .sort((a, b) => b.rarity - a.rarity)
    .slice(0, MAX_RARE_WORDS)
    .map(({ word }) => word);
}

/** A last-resort query: the most specific topic word (used when nothing relevant came back). */
export function buildNarrowQuery(message: string): string | null {
  const words = contentWords(message).filter((word) => VOCABULARY.includes(word));
  return words.find((word) => !GENERIC.has(word)) ?? null;
}
