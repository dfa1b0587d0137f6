/**
 * Words a question hinges on that no guide may cover: a content word that is neither an
 * everyday English word (the generated list triage/real-words.ts), nor a typo of one, nor a word
 * the guides use (query.ts) — "scabies", "chancroid", "ureaplasma". When no guide section has such
 * a word (rarity.ts guidesUse, from the generated guide-sections.ts), the retrieval path says "I
 * don't have a guide on that yet" rather than answering from a neighbouring topic.
 */
import { editDistance } from './normalize.ts';
import { isGuideWord } from './query.ts';
import { REAL_WORDS_TEXT } from './triage/real-words.ts';

let realWords: Set<string> | null = null;
/** Real words by first letter and length, for the typo check. */
let byBucket: Map<string, string[]> | null = null;

function index(): { words: Set<string>; buckets: Map<string, string[]> } {
  if (!realWords || !byBucket) {
    realWords = new Set(REAL_WORDS_TEXT.split(' '));
    byBucket = new Map();
    for (const word of realWords) {
      const key = `${word[0]}${word.length}`;
      const bucket = byBucket.get(key);
      if (bucket) bucket.push(word);
      else byBucket.set(key, [word]);
    }
  }
  return { words: realWords, buckets: byBucket };
}

/**
 * Words everyone types that the generated list (four letters or more, no slang, no proper nouns)
 * leaves out: slang, days and months, and places (a question about testing in Texas is ours).
 */
const COMMON_EXTRA = new Set(
  (
    'okay guys girl babe lmao gonna wanna gotta kinda sorta ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april june july august ' +
    'september october november december america american canada canadian mexico england britain ' +
    'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho ' +
    'illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota ' +
    'mississippi missouri montana nebraska nevada hampshire jersey york carolina dakota ohio oklahoma ' +
    'oregon pennsylvania rhode tennessee texas utah vermont virginia washington wisconsin wyoming'
  ).split(' '),
);

const cache = new Map<string, boolean>();

/** Whether a (normalised) word is an English word or a one-edit typo of one (two for long words). */
export function isEverydayWord(word: string): boolean {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const { words, buckets } = index();
  let result = words.has(word) || COMMON_EXTRA.has(word) || /\d/.test(word);
  if (!result && word.length >= 4) {
    const max = word.length <= 8 ? 1 : 2;
    for (let len = word.length - max; len <= word.length + max && !result; len++) {
      for (const known of buckets.get(`${word[0]}${len}`) ?? []) {
        if (editDistance(word, known, max) <= max) {
          result = true;
          break;
        }
      }
    }
  }
  if (cache.size > 5_000) cache.clear();
  cache.set(word, result);
  return result;
}

/**
 * Everyday words that name a sexual or reproductive health subject of their own. Being English,
 * they are not unfamiliar by the rule above, yet a question naming one hinges on it ("Can I
 * breastfeed if I'm living with HIV?"): when no guide uses the word (rarity.ts guidesUse), the
 * answer is "no guide yet", not the neighbouring guide on HIV. A word a guide comes to use
 * drops out by itself.
 */
const HEALTH_SUBJECTS = new Set(
  (
    'abortion abortions miscarriage miscarriages miscarry breastfeed breastfeeding breastfed lice crabs ' +
    'kegel kegels erectile viagra cialis ivf infertility infertile endometriosis pcos uti utis libido orgasm orgasms ' +
    'masturbation masturbate masturbating puberty mammogram ectopic vibrator vibrators smegma ovulating ' +
    // Conditions of the genitals or skin, and remedies, that no guide covers (a look-alike answer on STIs would guess).
    'scabies molluscum chancroid lymphogranuloma ringworm folliculitis eczema psoriasis prostatitis epididymitis ' +
    'vaginismus vulvodynia dyspareunia testosterone hrt circumcision phimosis balanitis peyronie peyronies cystitis ' +
    'hemorrhoids haemorrhoids pinworm pinworms hernia varicocele impotence lichen fordyce tinea cellulitis shingles ' +
    'boric probiotic probiotics'
  ).split(' '),
);

/** Whether a word names a health subject of its own (the list above). */
export function isHealthSubject(word: string): boolean {
  return HEALTH_SUBJECTS.has(word);
}

/**
 * The unfamiliar words among a question's content words (query.ts contentWords: already
 * corrected and mapped to the guides' words), at most two: a health subject of its own (above),
 * or a word neither English nor the guides'. Short words (slang, initials) are otherwise never
 * counted: too many of them are abbreviations the guides spell out.
 */
export function unfamiliarWords(contentWords: readonly string[]): string[] {
  return contentWords
    .filter((word) => HEALTH_SUBJECTS.has(word) || (word.length >= 4 && !isGuideWord(word) && !isEverydayWord(word)))
    .slice(0, 2);
}
