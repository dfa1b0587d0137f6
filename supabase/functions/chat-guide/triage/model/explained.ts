/**
 * A message that explains its own crisis words away ("cut myself shaving", "nearly passed out
 * when I read the price", "just kidding"): the rules read those excuses, so the model behind them
 * (docs/chat-guide.md#the-second-net) may overrule one only when it is very sure. Embarrassment is
 * not an excuse here: people in real trouble are often too embarrassed to go.
 */
import type { TriageText } from '../text.ts';

/** The model's chance of a crisis needed to overrule an excuse. */
export const EXPLAINED_BAR = 0.8;

/** The model's chance of a crisis needed to overrule an injury the writer names as a mishap. */
export const MISHAP_BAR = 0.9;

/** Everyday causes of a figure of speech: the price, an exam, the gym. */
const EVERYDAY = ['price', 'exam', 'exams', 'finals', 'homework', 'traffic', 'gym', 'workout', 'hangover', 'meme', 'tiktok'];
/**
 * Everyday mishaps: the razor, the kitchen, the cat. They excuse only an injury they are said to
 * cause ("i cut myself shaving", "the scratches are from my cat"), never a message that merely
 * names them: "I bang my wrists on the kitchen counter until they swell" and "i gave my dog to my
 * neighbour" are crises (dev out of fold, session 9).
 */
const MISHAP = [
  'shaving',
  'shave',
  'shaved',
  'razor burn',
  'waxing',
  'trimming',
  'chopping',
  'onions',
  'kitchen',
  'oven',
  'paper cut',
  'zipper',
  'gardening',
  'cat scratched',
  'my cat',
  'the cat',
  'my dog',
  'the dog',
];
const INJURY = [
  'cut',
  'cuts',
  'nicked',
  'nick',
  'burned',
  'burnt',
  'burn',
  'burns',
  'scratched',
  'scratch',
  'scratches',
  'scraped',
  'bled',
  'bleeding',
  'sliced',
];
/** What makes an injury no mishap: "on purpose", "until they swell", "again". */
const INTENT = ['on purpose', 'purposely', 'deliberately', 'until', 'wanted to', 'meant to', 'punish', 'again', 'keep', 'kept'];
const OWN = new Set(['i', 'me', 'myself', 'my', 'the', 'these', 'those', 'this']);

/** "i cut myself shaving", "the scratches are from my cat": the writer's injury, put down to a mishap. */
function mishap(text: TriageText): boolean {
  if (text.has(INTENT, true)) return false;
  const causes = text.find(MISHAP, true);
  return text.find(INJURY, true).some((injury) => {
    const own = [...text.before(injury, 2), ...text.after(injury, 1)].some((w) => OWN.has(w));
    return own && causes.some((cause) => cause.start >= injury.end && cause.start - injury.end <= 5);
  });
}

/**
 * A symptom the writer puts down to a medicine ("PrEP side effects??? been dizzy since i started"),
 * and a task that is nobody's trouble ("help me write a cover letter", "translate … into French").
 */
const OTHER_CAUSE = ['side effects', 'side effect', 'cover letter', 'translate', 'translation'];
/** Saying it was a joke, in words ("not joking" says the opposite); a nervous "lol" is not enough. */
const JOKE_SAID = ['kidding', 'joking', 'jk', 'not literally', 'figuratively', 'just kidding'];

/** "he forced me to get tested", "she made me take a test": what was forced is a test, not sex. */
const FORCE_WORDS = ['forced', 'made', 'pushed', 'pressured', 'dragged', 'talked'];
const TEST_WORDS = new Set(['test', 'tested', 'testing', 'retest', 'checked', 'screened', 'checkup', 'panel']);
/** "made me have sex … then get tested" is no excuse. */
const SEX_WORDS = new Set(['sex', 'oral', 'do', 'things', 'touch', 'sleep', 'suck']);

function forcedToTest(text: TriageText): boolean {
  return text.find(FORCE_WORDS, true).some((s) => {
    const next = text.after(s, 6);
    const test = next.findIndex((w) => TEST_WORDS.has(w));
    return next[0] === 'me' && test > 0 && !next.slice(1, test).some((w) => SEX_WORDS.has(w));
  });
}

/**
 * A symptom the writer asks about as an infection: "sharp pain when I pee, is that chlamydia", "could
 * it be herpes?". An emergency the rules know (heavy bleeding, a high fever, fainting) has already
 * fired before the model is asked; what is left for the model is a symptom the writer reads as an STI.
 */
const STI_ASKED =
  /\b(is (that|this|it)|could (that|this|it) be|might (that|this|it) be|can (that|this|it) be|does (that|this) mean i have|sign of)( a| an)? (chlamydia|gonorrhea|gonorrhoea|herpes|syphilis|trich|trichomoniasis|hpv|sti|std|uti|yeast|thrush|bv|an infection)\b/;

/**
 * "Myself" that belongs to telling someone: "telling them myself isn't safe", "should I tell my ex
 * myself". A partner told in person or by the clinic is a question of the disclosure guide, not a
 * harm to oneself.
 */
const TOLD_ONESELF =
  /\b(tell|telling|told|notify|notifying|inform|informing) (them|him|her|my partner|my partners|partners|my ex|my hookup|someone|everyone)( [a-z]+)? (myself|yourself)\b/;

/** Whether the message (as the rules already read it, triage.ts) explains away a model alarm of this strength. */
export function explainedAway(text: TriageText, crisis: number): boolean {
  if (crisis < MISHAP_BAR && mishap(text)) return true;
  if (crisis >= EXPLAINED_BAR) return false;
  return (
    text.has(EVERYDAY, true) ||
    text.has(OTHER_CAUSE, true) ||
    STI_ASKED.test(text.joined) ||
    TOLD_ONESELF.test(text.joined) ||
    text.find(JOKE_SAID, true).some((s) => !text.negated(s)) ||
    forcedToTest(text)
  );
}
