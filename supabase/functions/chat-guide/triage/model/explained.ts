/**
 * A message that explains its own crisis words away ("cut myself shaving", "nearly passed out
 * when I read the price", "just kidding"): the rules read those excuses, so the model behind them
 * (docs/chat-guide.md#the-second-net) may overrule one only when it is very sure. Embarrassment is
 * not an excuse here: people in real trouble are often too embarrassed to go.
 */
import type { TriageText } from '../text.ts';

/** The model's chance of a crisis needed to overrule an excuse. */
export const EXPLAINED_BAR = 0.8;

/** Everyday mishaps and causes: the razor, the kitchen, the cat, the price, an exam. */
const EVERYDAY = [
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
  'price',
  'bill',
  'exam',
  'exams',
  'finals',
  'homework',
  'traffic',
  'gym',
  'workout',
  'hangover',
  'meme',
  'tiktok',
];
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

/** Whether the message (as the rules already read it, triage.ts) explains itself away. */
export function explainedAway(text: TriageText): boolean {
  return (
    text.has(EVERYDAY, true) ||
    text.has(OTHER_CAUSE, true) ||
    text.find(JOKE_SAID, true).some((s) => !text.negated(s)) ||
    forcedToTest(text)
  );
}
