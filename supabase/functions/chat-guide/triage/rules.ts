/**
 * The safety-triage rules, in order: each reads concepts (lexicon.ts) and how they stand
 * together in one message (text.ts), never whole sentences. The first rule that holds decides
 * the kind; suicide comes first because its reply also covers the others' most urgent step
 * (911). See docs/chat-guide.md#safety-triage.
 */
import * as L from './lexicon.ts';
import {
  DIE_OF_FEELING_BEFORE,
  FOREIGN_LONG_AGO,
  FOREIGN_NEGATORS,
  FOREIGN_TRANSPARENT,
  FOREIGN_WELL_NOW,
  KILL_ME_LEAD,
  KILL_ME_NEEDS_LEAD,
  MISS_YOU_AFTER,
  NEGATIVE_IS_MESSAGE,
  OTHER_FEVER,
  OTHER_LANGUAGES,
  OTHER_SEVERE_PAIN,
  type OtherLanguageKind,
} from './other-languages.ts';
import { isMarker, TriageText, type Span } from './text.ts';

export type TriageKind = 'crisis' | 'self-harm' | 'assault' | 'severe-symptoms';

export interface TriageRule {
  readonly name: string;
  readonly kind: TriageKind;
  readonly when: (text: TriageText) => boolean;
}

const FIRST_PERSON = new Set(['i', 'me', 'my', 'myself', 'mine', 'am']);

/** News, studies, definitions: a mention, not a disclosure. */
const REPORT = [
  'news',
  'headline',
  'headlines',
  'article',
  'study',
  'studies',
  'research',
  'statistics',
  'stats',
  'documentary',
  'podcast',
  'linked to',
  'link between',
  'rates',
  'rate of',
  'awareness',
  'definition',
  'define',
  'movie',
  'film',
  'episode',
  'book',
  'novel',
  'manga',
  'comic',
  'chapter',
  'character',
  'hero',
  'romeo',
  'juliet',
  'class',
  'clients',
  'what counts as',
  'examiner',
  'nurse',
  'lawyer',
  'charges',
  'trial',
  'volunteer',
  'only for',
  'hotline',
  'lifeline',
  'teens',
  'students',
  'how common',
  'can cause',
  'causes',
  'risk of',
  'poster',
  'resource list',
  'peer educator',
  'where should someone',
  'what numbers',
  'training',
  'nursing exam',
  'my exam',
  'exam question',
  'revision',
  'i teach',
  'teaching',
  'printable',
  'explainer',
  'that language',
  'your guide',
  'guide on',
  'leaflet',
  'side effects',
  'side effect',
  'thesis',
  'dissertation',
  'resource guide',
  'mentions',
  'warning sign',
  'warning signs',
  'some people',
  'i have read',
  'i read that',
  'disclosures',
  'residents',
  'discloses',
  'make you feel',
  'what percentage',
  'percentage of',
  'workshop',
];
const GENERAL_NEXT = new Set([
  'squad',
  'watch',
  'bomber',
  'mission',
  'doors',
  'run',
  'rate',
  'rates',
  'prevention',
  'hotline',
  'hotlines',
  'line',
  'lifeline',
  'awareness',
  'statistics',
  'stats',
  'survivors',
  'nurse',
  'examiner',
  'cases',
  'charges',
  'laws',
  'law',
  'training',
  'victims',
  'patients',
  'kit',
]);

/** Feelings and hurts that are not of the body: "the pain of this diagnosis". */
const EMOTIONAL = [
  'waiting',
  'the wait',
  'anxiety',
  'suspense',
  'not knowing',
  'results',
  'emotional',
  'emotionally',
  'heartbreak',
  'heartbroken',
  'heart',
  'mentally',
  'inside',
  'my feelings',
  'feel so',
  'ashamed',
  'shame',
  'rejection',
  'lonely',
  'breakup',
  'break up',
];
/** Where "I feel like dying" is a hangover or a workout. */
const FIGURE_CONTEXT = [
  'hangover',
  'hungover',
  'tequila',
  'vodka',
  'shots',
  'drinking last night',
  'gym',
  'workout',
  'leg day',
  'heat',
  'traffic',
  'exam',
  'exams',
  'finals',
  'homework',
  'cringe',
  'embarrassing',
  'embarrassed',
  'embarrassment',
  'awkward',
  'price',
  'bill',
  'meme',
  'tiktok',
  'laughing',
  'funny',
];
const MED_QUESTION = [
  'can i take',
  'should i take',
  'how do i take',
  'when do i take',
  'when should i take',
  'do i take',
  'missed',
  'forgot',
  '=prep',
  '=pep',
  'antibiotic',
  'antibiotics',
  'birth control',
  '=doxy',
  'plan b',
  'morning after',
  'prescription',
  'prescribed',
  'pharmacy',
  'dose',
  'dosage',
  'side effects',
  'vitamins',
  'supplements',
];

function sentenceOf(text: TriageText, span: Span): { from: number; to: number } {
  let from = span.start;
  while (from > 0 && text.tokens[from - 1] !== '.') from--;
  let to = span.end;
  while (to < text.tokens.length && text.tokens[to] !== '.') to++;
  return { from, to };
}

/** Whether any of the terms occurs in the span's sentence. */
function inSentence(text: TriageText, span: Span, terms: readonly string[]): boolean {
  const { from, to } = sentenceOf(text, span);
  return text.find(terms, true).some((s) => s.start >= from && s.end <= to);
}

function firstPersonNear(text: TriageText, span: Span, reach: number): boolean {
  return (
    [...text.before(span, reach), ...text.after(span, reach)].some((w) => FIRST_PERSON.has(w)) ||
    text.tokens.slice(span.start, span.end).some((w) => FIRST_PERSON.has(w))
  );
}

/** "suicide rates in teens", "what does a sexual assault nurse do": about the world, not the writer. */
function generalMention(text: TriageText, span: Span): boolean {
  if (serviceAsked(text, span)) return true;
  const personal =
    text.before(span, 3).some((w) => FIRST_PERSON.has(w)) || text.tokens.slice(span.start, span.end).some((w) => FIRST_PERSON.has(w));
  const next = text.after(span, 1)[0];
  if (next !== undefined && GENERAL_NEXT.has(next)) return !personal;
  if (inSentence(text, span, REPORT) && !personal) return true;
  // "what would your chat do if someone said they were suicidal?": anyone at all said it, and no "i"
  // anywhere ("if someone didn't want to wake up tomorrow, how many…" says no one said it: not excused).
  const lead = text.before(span, 6);
  const iff = lead.indexOf('if');
  if (
    iff > 0 &&
    lead.slice(0, iff).some((w) => GENERIC_PERSON.has(w)) &&
    lead
      .slice(0, iff)
      .some((w) => ['said', 'says', 'say', 'told', 'tells', 'typed', 'types', 'wrote', 'writes', 'mentioned', 'mentions'].includes(w)) &&
    !text.tokens.some((w) => FIRST_PERSON.has(w))
  )
    return true;
  return !personalSentence(text, span) && purposeSaid(text);
}

/** The sentence of a span says nothing of the writer ("can pep be taken after a sexual assault?"). */
function personalSentence(text: TriageText, span: Span): boolean {
  const { from, to } = sentenceOf(text, span);
  return text.tokens.slice(from, to).some((w) => FIRST_PERSON.has(w) || w === 'we' || w === 'us');
}

/**
 * Another sentence gives the question's purpose, a course, a workshop, a guide or a training: "asking
 * for a consent workshop i'm running", "writing a guide for our campus peer educators", "my ra
 * training covered it". Never with a time of now or a word that the writer lived it.
 */
const PURPOSE_LEAD =
  /\b(asking for (a|an|my|our|the)|writing (a|an|my|our|the)|for (a|an|my|our) \w+ (class|course|workshop|training|guide|paper|project)|i am running|running (a|an|our)|covered it|covered this|i teach|we teach|i am an? \w+ (educator|trainer|teacher|nurse|student))\b/;
const PURPOSE_OBJECTS = ['peer educators', 'educators', 'guide for', 'seminar', 'course', 'module', 'handout'];
const LIVED_NOW = [
  'tonight',
  'last night',
  'yesterday',
  'today',
  'this morning',
  'happened to me',
  'i was',
  'to me',
  'myself',
  'right now',
];
const PURPOSE_TERMS = [...REPORT, ...PURPOSE_OBJECTS];
/** generalMention asks for every span; the answer is the message's, so it is worked out once. */
const purposeOf = new WeakMap<TriageText, boolean>();
function purposeSaid(text: TriageText): boolean {
  let said = purposeOf.get(text);
  if (said === undefined) {
    said =
      !text.has(LIVED_NOW, true) &&
      text.joined.split(' . ').some((sentence) => PURPOSE_LEAD.test(sentence) && new TriageText(sentence).has(PURPOSE_TERMS, true));
    purposeOf.set(text, said);
  }
  return said;
}

/** "is self harm something you screen for", "do you screen for self harm": the service asked about, no "i" in the sentence. */
function serviceAsked(text: TriageText, span: Span): boolean {
  const { from, to } = sentenceOf(text, span);
  const sentence = text.tokens.slice(from, to);
  if (sentence.some((w) => FIRST_PERSON.has(w))) return false;
  // Elsewhere the writer speaks only of their role ("i am a school nurse"), never of themselves
  // ("is suicide something you help with? i am thinking about it").
  const sentences = text.joined.split(' . ');
  if (sentences.some((t) => /\b(i|me|my|myself)\b/.test(t) && !/\b(i am an?|i work|i teach|as an?) /.test(t))) return false;
  return (
    /^(is|are) \S+( \S+)? something (you|your|the)\b/.test(sentence.join(' ')) ||
    /\b(do|does) (you|your \w+|the kit|the test|candor) (screen|check|test|ask) (for|about)$/.test(
      [...text.before(span, 6)].reverse().join(' '),
    )
  );
}

const joking = (text: TriageText, span: Span) => inSentence(text, span, L.JOKING);
/** For a body in trouble a nervous "lol" is no joke; only saying so is. */
const JOKING_EXPLICIT = ['kidding', 'joking', 'not literally', 'figuratively', 'just kidding', 'not really'];

/** Live spans: not negated, not a general mention. */
function live(text: TriageText, terms: readonly string[], keep: (span: Span) => boolean = () => true): Span[] {
  return text.find(terms).filter((s) => !text.negated(s) && !generalMention(text, s) && keep(s));
}

function within(text: TriageText, a: readonly Span[], b: readonly Span[], window: number, crossSentences = false): boolean {
  return a.some((x) => b.some((y) => x !== y && text.near(x, y, window, crossSentences)));
}

// ---- suicide --------------------------------------------------------------------------------

const SOFT_DEATH = new Set(['=die', '=dye', 'dead', 'death', 'dying']);

const DEVICES = new Set([
  'phone',
  'phones',
  'battery',
  'laptop',
  'laptops',
  'charger',
  'ipad',
  'tablet',
  'computer',
  'car',
  'cars',
  'airpods',
]);

/** A death-word read in its heavy sense. */
/** Who "end it with" names when it is a relationship: "end it with him", "end it with my boyfriend". */
const PARTNER_NEXT = new Set([
  'him',
  'her',
  'them',
  'boyfriend',
  'girlfriend',
  'bf',
  'gf',
  'partner',
  'husband',
  'wife',
  'ex',
  'fwb',
  'situationship',
  'guy',
  'girl',
]);
/** "end it with him", "end it with my boyfriend": who is named after "with" is a partner. */
function endedWithSomeone(text: TriageText, span: Span): boolean {
  const [withWord, first, second] = text.after(span, 3);
  return withWord === 'with' && PARTNER_NEXT.has((first === 'my' ? second : first) ?? '');
}
/** Things said to want to die: "my bank account wants to die", "my wallet wants to die". */
const OWNED_THINGS = new Set(['account', 'wallet', 'bank', 'card', 'budget', 'phone', 'laptop', 'battery', 'savings']);
const ROPE_PLAY = ['bondage', 'shibari', 'safeword', 'safe word', 'kink', 'kinky', 'safety shears'];

/** "gonna unalive my phone", "unalive whoever designed this page": something or someone else, not the writer. */
function unaliveOther(text: TriageText, span: Span): boolean {
  const [object, then] = text.after(span, 2);
  if (['whoever', 'this', 'that', 'the', 'him', 'her', 'them', 'it', 'everyone', 'you', 'ur'].includes(object ?? '')) return true;
  return object === 'my' && !['self', 'life', 'body'].includes(then ?? '');
}

function deathSense(text: TriageText, span: Span): boolean {
  const next = text.after(span, 2);
  const term = span.term;
  if (term === '=die' || term === '=diee' || term === '=dei' || term === '=dai' || term === 'dying' || term === '=dye') {
    if (next[0] === 'of' || next[0] === 'from' || next[0] === 'laughing') return false;
    // "to die for" (delicious), not "die for finish the suffering"
    if (next[0] === 'for' && text.before(span, 1)[0] === 'to' && (next[1] === undefined || ['lol', 'honestly', 'omg'].includes(next[1])))
      return false;
    if (term === 'dying' && next[0] === 'to') return false;
    if (term === '=dye' && next.length > 0 && !['tonight', 'now', 'already', 'honestly', 'soon', 'lol'].includes(next[0]!)) return false;
  }
  if (term === 'dead' && next[0] !== undefined && L.DEAD_OTHER_NEXT.has(next[0])) return false;
  // "my phone is about to die": a device's battery.
  if (SOFT_DEATH.has(term) && text.before(span, 6).some((w) => DEVICES.has(w))) return false;
  // "where hope goes to die" (a place things end), "crawl into a hole and die" (embarrassment).
  if (term === '=die') {
    const before = [...text.before(span, 6)].reverse().join(' ');
    if (/\bwhere( \w+){1,2} (goes|go) to$/.test(before) || /\b(crawl|curl up|hide) (into|in) a hole and$/.test(before)) return false;
  }
  // "i won't be around after sunday, i'm flying to lisbon": away for a reason the writer gives.
  if (/not be (here|around)|not here anymore|be gone/.test(term) && awayForAReason(text)) return false;
  // "death warmed over", "stay under it" (a limit)
  if (term === 'death' && next[0] === 'warmed') return false;
  if (term === 'stay under' && next[0] !== undefined && ['it', 'that', 'the', 'this', 'a', 'my', 'your'].includes(next[0])) return false;
  if (term === 'unalive' && unaliveOther(text, span)) return false;
  // "this is the hill i'll die on", "a hill to die on": a stand taken, not a death.
  if ((term === '=die' || term === 'dying') && next[0] === 'on' && text.before(span, 4).includes('hill')) return false;
  // "if my mom sees this charge i will die": the same dread, the condition said first.
  if (
    term === '=die' &&
    next.length === 0 &&
    text.before(span, 12).includes('if') &&
    text.before(span, 12).some((w) => ['sees', 'finds', 'knows', 'opens', 'reads', 'catches', 'hears', 'notices'].includes(w)) &&
    !text
      .before(span, 12)
      .some((w) => ['wish', 'want', 'hope', 'positive', 'result', 'results', 'hiv', 'diagnosis', 'status'].includes(w)) &&
    !text.has(SERIOUS, true)
  )
    return false;
  // "i'll die if my mom sees the package": dread of being seen, not a wish.
  if (
    term === '=die' &&
    next[0] === 'if' &&
    text
      .after(span, 6)
      .some((w) => ['sees', 'see', 'finds', 'find', 'knows', 'know', 'opens', 'reads', 'catches', 'hears', 'notices', 'asks'].includes(w))
  )
    return false;
  // "i'll die if i have to explain this to my doctor": dread of a conversation.
  if (term === '=die' && next[0] === 'if' && /^if i (have|had) to (explain|tell|talk|ask|show|say)\b/.test(text.after(span, 6).join(' ')))
    return false;
  // "my phone is about to die".
  if (
    (term === '=die' || term === 'dying' || term === 'dead') &&
    text
      .before(span, 5)
      .some((w) =>
        [
          'phone',
          'phones',
          'battery',
          'laptop',
          'charger',
          'car',
          'plant',
          'plants',
          'wifi',
          'signal',
          'account',
          'wallet',
          'bank',
          'budget',
        ].includes(w),
      )
  )
    return false;
  // "the death of my dignity", "the death of my social life".
  if (term === 'death' && next[0] === 'of') return false;
  // "i could just die": embarrassment, unless wished ("i wish i could just die").
  if (
    term === '=die' &&
    text.before(span, 2).includes('could') &&
    !text.before(span, 5).some((w) => ['wish', 'want', 'hope', 'if', 'only'].includes(w))
  )
    return false;
  if (term === 'dead' && text.before(span, 2).join(' ') === 'the from') return false;
  if ((term === 'dying' || term === 'dead') && next[0] === 'inside') return false;
  // "going to be the death of me"
  if (term === 'death' && text.before(span, 1)[0] === 'the' && text.after(span, 2).join(' ') === 'of me') return false;
  if (/^end|^ending/.test(term)) {
    const whenNext =
      ['this weekend', 'this week', 'this friday', 'this saturday', 'this sunday', 'this time', 'now'].includes(next.join(' ')) ||
      next[0] === 'now';
    if (next[0] !== undefined && L.END_OTHER_NEXT.has(next[0]) && !whenNext) return false;
    // "i want to end this infection": the thing ended is named, an illness.
    if (/ (this|it|the)$/.test(term) && L.ENDED_ILLNESS.has(next[0] ?? '')) return false;
    if (inSentence(text, span, L.RELATIONSHIP)) return false;
  }
  if (['disappear', 'disappeared', 'disappearing', 'vanish', 'vanished', 'be gone', 'not be here', 'not be around'].includes(term)) {
    if (next[0] === 'from') return false;
    if (!firstPersonNear(text, span, 3)) return false;
  }
  const before = text.before(span, 2);
  if (SOFT_DEATH.has(term) && before[0] === 'me' && ['had', 'has', 'got', 'have'].includes(before[1] ?? '')) return false;
  if (SOFT_DEATH.has(term) && (joking(text, span) || inSentence(text, span, L.DIE_OF_FEELINGS) || inSentence(text, span, FIGURE_CONTEXT)))
    return false;
  return true;
}

/** "I used to self harm as a teenager, that's behind me": history, not a disclosure of now. */
function pastResolved(text: TriageText, span: Span): boolean {
  return inSentence(text, span, L.PAST_RESOLVED) && !stillNow(text);
}

/** "i am 34 now", "she is stable now": a state of today told after a history, not harm going on now. */
const STATE_BEFORE_NOW = new Set([
  'therapy',
  'fine',
  'okay',
  'ok',
  'safe',
  'stable',
  'better',
  'well',
  'good',
  'happy',
  'married',
  'clean',
  'healed',
  'sober',
  'white',
  'faded',
  'silver',
]);

/** Something still going on, or recent (STILL_NOW and `extra`); "now" after an age or a good state is not. */
function stillNow(text: TriageText, extra: readonly string[] = []): boolean {
  return text.find([...L.STILL_NOW, ...extra], true).some((s) => {
    // "i have not relapsed"
    if (s.term.startsWith('relapse') && text.negated(s)) return false;
    // "we're still close", "i've just started dating again": everyday life going on, not harm.
    if (['still', 'again', 'started'].includes(s.term) && [...text.before(s, 2), ...text.after(s, 2)].some((w) => EVERYDAY_GOING_ON.has(w)))
      return false;
    if (s.term !== '=now') return true;
    const previous = text.before(s, 1)[0] ?? '';
    return !(/^\d+$/.test(previous) || STATE_BEFORE_NOW.has(previous));
  });
}

const EVERYDAY_GOING_ON = new Set([
  'close',
  'friends',
  'together',
  'dating',
  'married',
  'working',
  'studying',
  'touch',
  'talking',
  'testing',
  'tested',
]);

/** Someone other than the writer, named as the one it happened to. */
const OTHER_PERSON = new Set([
  'friend',
  'friends',
  'girlfriend',
  'boyfriend',
  'gf',
  'bf',
  'buddy',
  'bestie',
  'sister',
  'brother',
  'daughter',
  'son',
  'partner',
  'wife',
  'husband',
  'roommate',
  'cousin',
  'coworker',
  'colleague',
  'client',
  'clients',
  'patient',
  'patients',
  'someone',
  'somebody',
  'she',
  'shes',
  'he',
  'hes',
]);
const WRITER = new Set(['i', 'me', 'myself', 'we', 'us']);

/**
 * "my friend was raped years ago", "he was stealthed by a guy": the nearest person before the span
 * in its sentence is someone else, and the writer is not its object ("he raped me").
 */
function happenedToAnother(text: TriageText, span: Span): boolean {
  if ([...text.tokens.slice(span.start, span.end), ...text.after(span, 3)].some((w) => WRITER.has(w))) return false;
  for (let i = span.start - 1; i >= 0 && span.start - i <= 10; i--) {
    const token = text.tokens[i]!;
    if (token === '.' || WRITER.has(token)) return false;
    if (OTHER_PERSON.has(token)) return true;
  }
  return false;
}

/** Far enough back to be history (PAST_RESOLVED without the recent "last week"). */
const FAR_PAST = [...L.PAST_RESOLVED.filter((w) => !['last week', 'last month'].includes(w)), 'last yr', 'before we met'];
/** Said to be well now, of another person. */
const ANOTHER_WELL = [
  'is fine',
  'and fine',
  'fine now',
  'okay now',
  'ok now',
  'safe now',
  'stable now',
  'in therapy',
  'tested after',
  'was negative',
  'came back negative',
];
/** Recent enough that help is still urgent. */
const RECENT = ['this morning', 'hours ago', 'an hour ago', 'days ago', 'this weekend', 'just happened'];

/** Another person's assault or self-harm, long past or told as healed: "my buddy was stealthed last year, he tested negative". */
function anothersHistory(text: TriageText, span: Span): boolean {
  return happenedToAnother(text, span) && (text.has(FAR_PAST, true) || text.has(ANOTHER_WELL, true)) && !stillNow(text, RECENT);
}

/** Said with a laugh, these are usually hyperbole ("it's game over for me lmao"); the rest never are. */
/** A small mishap after "kms": "kms i typed my email wrong". */
const MISHAP = [
  'on the floor',
  'on the bathroom floor',
  'typed',
  'forgot',
  'wrong',
  'ordered',
  'missed',
  'spilled',
  'dropped',
  'lost',
  'locked',
  'deleted',
  'oops',
  'embarrassing',
  'cringe',
];

const HYPERBOLE_PRONE = new Set([
  'kms',
  'over for me',
  'i quit life',
  'quit life',
  'rage quit life',
  'uninstall myself',
  'alt f4 myself',
  'unsubscribe from life',
  'logging off life',
  'should just die',
  'might as well die',
  'easy way out',
  'why am i still here',
  'why am i even alive',
  'death sounds',
  'dying sounds',
  'yeet myself',
  'delete myself',
  'game end myself',
]);

/** Said only in the negative, where the negative is the message: "no wishes of living". */
const NEGATION_IS_MESSAGE = new Set([
  'wishes of living',
  'wish of living',
  'will of living',
  'no sense in living',
  'no sense to live',
  'anybody stopping me',
  'anyone stopping me',
  'anyone to stop me',
  'come get my dog',
  'look after my dog',
  'look after my cat',
]);

/** "killing myself with worry / stress / work". */
const WORRYING = ['worry', 'worrying', 'stress', 'stressing', 'anxiety', 'overthinking', 'work', 'studying', 'nerves'];

function directSuicide(text: TriageText): boolean {
  if (toldCalmly(text)) return false;
  // "we ran suicides at practice": a sprint drill.
  if (text.has(['ran suicides', 'run suicides', 'running suicides', 'doing suicides'], true)) return false;
  const said = text.find(L.SUICIDE_DIRECT).filter((s) => NEGATION_IS_MESSAGE.has(s.term) && !generalMention(text, s));
  if (said.length > 0) return true;
  return (
    live(text, L.SUICIDE_DIRECT, (s) => {
      if (pastResolved(text, s)) return false;
      // "the suspense nearly finished me off": a close call of a figure, not "nearly killed myself".
      if (['nearly', 'almost'].includes(text.before(s, 1)[0] ?? '') && !text.tokens.slice(s.start, s.end).includes('myself')) return false;
      // "killing myself with worry": a worry, not a means.
      if (text.after(s, 1)[0] === 'with' && WORRYING.includes(text.after(s, 2)[1] ?? '')) return false;
      // "giving away my stuff because i am moving"
      if (/giving away|give away|gave away/.test(s.term) && everydayReason(text)) return false;
      // "i won't be here after friday, moving to my new place": away for a reason the writer gives.
      if (/(not|wont) be (here|around)/.test(s.term) && awayForAReason(text)) return false;
      // "dating is over for me": what is over is named, and it is not a life.
      if (s.term === 'over for me') {
        const lead = text.before(s, 2);
        const named = ['is', 'was', 's'].includes(lead[0] ?? '') ? lead[1] : undefined;
        if (
          named !== undefined &&
          !['it', 'this', 'life', 'everything', 'all', 'that', 'game', 'world', 'living', 'existence', 'time'].includes(named)
        )
          return false;
      }
      if (HYPERBOLE_PRONE.has(s.term) && (joking(text, s) || (s.term === 'kms' && inSentence(text, s, MISHAP))) && !text.has(SERIOUS, true))
        return false;
      // "throwing my phone into the ocean": an object, not the writer.
      if (
        /^(into|off|in front of) /.test(s.term) &&
        text.before(s, 3).some((w) => ['phone', 'laptop', 'kit', 'box', 'it', 'this', 'them', 'test', 'ring', 'letter'].includes(w))
      )
        return false;
      if (s.term === 'unalive' && unaliveOther(text, s)) return false;
      // "gonna end it with him once my results come back": a relationship ended, not a life.
      if (/end it$/.test(s.term) && endedWithSomeone(text, s)) return false;
      // "my bank account wants to die after this order": a thing's death, the writer's money.
      if (/^(want|wants|wanting|wanna) (to )?die$/.test(s.term) && text.before(s, 3).some((w) => OWNED_THINGS.has(w))) return false;
      // "it's not that i'm suicidal, it's that i'm bored": denied in the form "not that".
      if (text.before(s, 4).join(' ') === 'am i that not') return false;
      // "bought rope for bondage … a safeword": a rope for play, agreed.
      if (/rope/.test(s.term) && text.has(ROPE_PLAY, true)) return false;
      // "my friends dared me to jump off the pier into the lake lol, freezing but fun": a dare into water.
      if (
        (/jump/.test(s.term) || /^into the/.test(s.term)) &&
        text.has(['dared me', 'for fun', 'a dare'], true) &&
        text.has(['lake', 'pool', 'river', 'sea', 'water', 'ocean'], true)
      )
        return false;
      // "ok i can stop planning my funeral lol": the fear called off.
      if (s.term === 'planning my funeral' && text.before(s, 2).includes('stop')) return false;
      // Tagalog "hindi ako magpapakamatay" ("i will not kill myself"): "hindi" negates as "not" does.
      if (/^magpa/.test(s.term) && text.before(s, 3).includes('hindi')) return false;
      // "i have picked the day i get tested": the day of an event named in its sentence.
      if (/^(picked|chosen|set) the (day|date)$/.test(s.term) && inSentence(text, s, DAY_OF_AN_EVENT)) return false;
      // "the quickest way to go to the clinic": a route; "tired of breathing through my mouth": a symptom.
      if (/way to go$/.test(s.term) && ROUTE_NEXT.has(text.after(s, 1)[0] ?? '')) return false;
      if (
        /of breathing$/.test(s.term) &&
        ['through', 'in', 'with', 'the', 'this', 'that', 'smoke', 'air', 'fumes'].includes(text.after(s, 1)[0] ?? '')
      )
        return false;
      // "i'll kill myself laughing": a laugh, not a death.
      if (text.tokens.slice(s.start, s.end).includes('myself') && ['laughing', 'laughin'].includes(text.after(s, 1)[0] ?? '')) return false;
      // "i feel like i have been hit by a truck": worn out, not a wish (a wish says wish, hope, want, pray).
      // "my dating life just got hit by a bus": a thing of the writer's is hit, not the writer.
      if (/^hit by a/.test(s.term)) {
        const lead = text.before(s, 5);
        if (lead.includes('my') && !lead.some((w) => ['i', 'me', 'myself'].includes(w))) return false;
      }
      if (
        /^hit by a/.test(s.term) &&
        text.before(s, 5).includes('like') &&
        !inSentence(text, s, ['wish', 'hope', 'want', 'pray', 'praying'])
      )
        return false;
      // "i thought i would meet my maker": a scare told, not a going.
      if (s.term === 'meet my maker') {
        const before = text.before(s, 3);
        if (before.join(' ') === 'would i thought' || before.slice(0, 2).some((w) => ['nearly', 'almost'].includes(w))) return false;
      }
      // "shoot myself in the foot", "social suicide", "career suicide": idioms.
      if (/shoot|shooting/.test(s.term) && text.after(s, 3).join(' ').startsWith('in the foot')) return false;
      if (
        s.term === 'suicide' &&
        ['social', 'career', 'political', 'commercial', 'fashion', 'financial'].includes(text.before(s, 1)[0] ?? '')
      )
        return false;
      // "any tips for round two" of a conversation: a second attempt only when an attempt is in view.
      if (
        s.term === 'round two' &&
        !text.has(['attempt', 'tried', 'try again', 'last time', 'survived', 'failed', 'pills', 'rope', 'did not work', 'woke up'], true)
      )
        return false;
      // "how many tests would it take": a question about testing.
      if (
        /would take|would it take/.test(s.term) &&
        inSentence(text, s, DISEASE_WORDS) &&
        !text.has(['of my', 'for real', 'i have a reason'], true)
      )
        return false;
      if (s.term === 'if i go' && !text.has(['better', 'miss me', 'would anyone', 'kids', 'family', 'before'], true)) return false;
      // "i want to die of embarrassment"
      if (
        /(die|dead|death|dying)$/.test(s.term) &&
        ['of', 'from'].includes(text.after(s, 1)[0] ?? '') &&
        inSentence(text, s, L.DIE_OF_FEELINGS)
      )
        return false;
      if (s.term === 'i want out') return text.after(s, 1)[0] !== 'of';
      if (s.term === 'kermit') return text.after(s, 1)[0] === 'suicide' || inSentence(text, s, ['sewer slide', 'suicide']);
      if (s.term === 'would rather die') {
        // "I'd rather die than tell my mom": a figure of speech about embarrassment.
        return !ratherThanAChore(text, s);
      }
      if (s.term === 'whole bottle' || s.term === 'all of them at once' || s.term === 'swallow all') {
        if (inSentence(text, s, ['juice', 'water', 'soda', 'coffee', 'tea', 'lube', 'shampoo', 'lotion', 'milk', 'kombucha'])) return false;
        // "i'm not going to take the whole bottle, the pharmacy gave me doxycycline": a desire denied is none.
        const { from, to } = sentenceOf(text, s);
        return !inSentence(text, s, MED_QUESTION) || live(text, L.DESIRE).some((d) => d.start >= from && d.end <= to);
      }
      return true;
    }).length > 0
  );
}

const DAY_OF_AN_EVENT = ['test', 'tested', 'testing', 'swab', 'kit', 'appointment', 'wedding', 'surgery', 'retest', 'procedure', 'clinic'];
const ROUTE_NEXT = new Set(['to', 'about', 'for', 'with', 'through', 'back', 'home', 'in', 'on', 'from']);

/** Everyday acts that "I'd rather die than …" dreads: telling, calling, being seen. */
const CHORES = ['tell', 'ask', 'admit', 'talk', 'show', 'let', 'call', 'explain', 'see', 'go', 'have', 'text', 'email', 'wear', 'order'];

/** "I'd rather die than call my doctor", "rather jump off a cliff than call my ex": dread of an errand, not a wish. */
function ratherThanAChore(text: TriageText, span: Span): boolean {
  const rest = text.after(span, 6);
  const than = rest.indexOf('than');
  return (
    than >= 0 &&
    CHORES.includes(rest[than + 1] ?? '') &&
    [...text.before(span, 3), ...text.tokens.slice(span.start, span.end)].includes('rather')
  );
}

function desireDeath(text: TriageText): boolean {
  const desires = live(text, L.DESIRE);
  const serious = text.has(SERIOUS, true);
  const deaths = live(text, L.DEATH, (s) => deathSense(text, s) && !ratherThanAChore(text, s) && (serious || !joking(text, s)));
  return within(text, desires, deaths, 8);
}

/** "I don't want to live", "can't go on", "not sure I can keep going". */
function negatedLife(text: TriageText): boolean {
  return text.find(L.LIFE).some((span) => {
    const next = text.after(span, 2);
    if (next[0] !== undefined && L.LIFE_OTHER_SENSE_NEXT.has(next[0])) {
      const heavyWith = next[0] === 'with' && next[1] !== undefined && L.LIFE_WITH_HEAVY.has(next[1]);
      // "not planning on being around for the retest"
      const heavyFor =
        next[0] === 'for' && /around|here/.test(span.term) && ['the', 'my', 'much', 'long', 'another', 'it'].includes(next[1] ?? '');
      if (!heavyWith && !heavyFor) return false;
    }
    if (!inSentence(text, span, ['i', 'me', 'my', 'myself', 'you'])) return false;
    if (generalMention(text, span)) return false;
    // "i won't be around next week, we're moving": away for a reason the writer gives.
    if (/around|here/.test(span.term) && awayForAReason(text)) return false;
    const soft = /anymore|keep doing/.test(span.term);
    // "i can't take it anymore, this itching": a symptom, not a life.
    if (
      soft &&
      (joking(text, span) ||
        inSentence(text, span, [
          'itch',
          'itching',
          'itchy',
          'burning',
          'discharge',
          'smell',
          'cramps',
          'waiting',
          'wait',
          'results',
          'symptoms',
          'rash',
          'pain',
        ]))
    )
      return false;
    const before = text.before(span, 6);
    const doubt = before.join(' ');
    if (text.negated(span)) return true;
    if (
      /\b(tired of|sick of|done|hate|scared to|afraid to|do not know if|unsure if|not sure if|not sure i|not sure how|no idea how|doubt)\b/.test(
        [...before].reverse().join(' '),
      )
    )
      return true;
    return /\bnot sure\b/.test([...before].reverse().join(' ')) && doubt.length > 0;
  });
}

/** Said at the end of a sentence, these stand alone: "i tested positive. whats the point". */
const POINTLESS_ALONE = new Set([
  'no point',
  'whats the point',
  'what is the point',
  'pointless',
  'hopeless',
  'no way out',
  'no future',
  'no hope',
  'nothing left',
  'point anymore',
]);

function pointless(text: TriageText): boolean {
  return text.find(L.POINTLESS).some((span) => {
    if (generalMention(text, span)) return false;
    // "can i test now or is it pointless": about a test, not a life.
    if (
      ['is it', 'it is', 'was it', 'would it be', 'is testing', 'is that'].some((q) =>
        text.before(span, 3).join(' ').includes(q.split(' ').reverse().join(' ')),
      ) &&
      inSentence(text, span, ['test', 'testing', 'retest', 'tested', 'kit', 'swab', 'window'])
    )
      return false;
    if (span.term.startsWith('see')) {
      const before = text.before(span, 3);
      if (!before.includes('not') && !before.includes('no') && !before.includes('never')) return false;
    } else if (text.negated(span)) return false;
    if (text.after(span, 1).length === 0) return POINTLESS_ALONE.has(span.term) || firstPersonNear(text, span, 4);
    return text
      .find(L.POINTLESS_OF)
      .some(
        (of) =>
          of.start >= span.end &&
          of.start - span.end <= 4 &&
          !text.tokens.slice(span.end, of.start).includes('.') &&
          !goingSomewhere(text, of),
      );
  });
}

/** "no reason to keep going to that clinic", "no reason to go on prep": going on to something named. */
const GOING_ON_ENDS = new Set([
  'like',
  'anymore',
  'any',
  'after',
  'now',
  'honestly',
  'lol',
  'tbh',
  'if',
  'when',
  'because',
  'since',
  'at',
  'tonight',
]);
function goingSomewhere(text: TriageText, of: Span): boolean {
  if (!['keep going', 'go on'].includes(of.term)) return false;
  const next = text.after(of, 1)[0];
  return next !== undefined && !GOING_ON_ENDS.has(next);
}

function betterOff(text: TriageText): boolean {
  const gone = text.find(L.IF_I_GONE);
  // "they won't miss me when i'm gone": here the negation is the message.
  return within(text, live(text, L.BETTER_OFF), gone, 6) || within(text, text.find(L.NOTICE), gone, 4);
}

/** "…how peaceful it would be to just not." A sentence that ends on "not". */
function trailingNot(text: TriageText): boolean {
  return text
    .find(['to just not', 'just not', 'to not', 'want to not'])
    .some((s) => text.after(s, 1).length === 0 && text.tokens[s.end] !== ',' && firstPersonNear(text, s, 8));
}

function everythingStops(text: TriageText): boolean {
  return text.find(L.EVERYTHING).some((span) => {
    // In the same clause: "i don't want to end my life, i want to end this infection" is two.
    const stops = text
      .find(L.STOPS)
      .some((s) => s.start >= span.end && s.start - span.end <= 3 && !text.tokens.slice(span.end, s.start).some(isMarker));
    if (!stops) return false;
    const before = text.before(span, 5);
    return before.some((w) => ['want', 'wish', 'need', 'make', 'let', 'hope', 'just'].includes(w)) && !text.negated(span);
  });
}

/** Means that have no other reading here: a rope, a gun, a bridge, the toaster in the bath. */
const STRONG_METHOD = [
  '9mm',
  'handgun',
  'revolver',
  'service revolver',
  'service weapon',
  'sidearm',
  'glock',
  'rope',
  'noose',
  '=gun',
  'pistol',
  'rifle',
  'toaster',
  'cord',
  'bridge',
  'ledge',
  'cliff',
  'cliffs',
  'train tracks',
  'overpass',
  'rooftop',
  'balcony',
  'quarry',
  'carbon monoxide',
  'exhaust',
  'charcoal',
  'blades',
];
const FIREARMS = new Set([
  '9mm',
  'handgun',
  'revolver',
  'service revolver',
  'service weapon',
  'sidearm',
  'glock',
  '=gun',
  'pistol',
  'rifle',
]);
/** Saying it is meant: "honestly not kidding", "it's not a bit". */
const SERIOUS = [
  'not a joke actually',
  'i am not ok',
  'i am not okay',
  'not kidding',
  'not joking',
  'not a bit',
  'not a joke',
  'i mean it',
  'i am serious',
  'for real this time',
  'this time',
  'no joke',
  'already know',
  'know what i am doing',
  'my plan',
  'the plan',
  'i am ready',
  'talk me out of it',
  'do not try to stop me',
  'do not stop me',
];

/** Getting hold of a means: "a rope arrived", "I ordered it". */
const GOT_HOLD = ['arrived', 'ordered', 'delivered', 'bought', 'came today', 'picked up', 'got one', 'borrowed'];

/** "at the end of our rope", "jumped the gun", "soft rope, all consensual". */
const IDIOM_BEFORE = [
  'jumped the',
  'jump the',
  'jumping the',
  'end of my',
  'end of our',
  'end of the',
  'smoking',
  'glue',
  'nail',
  'staple',
  'water',
  'bridge the',
  'burn bridges',
  'cross that',
];
function methodIdiom(text: TriageText, span: Span): boolean {
  const before = [...text.before(span, 3)].reverse().join(' ');
  // "throwing my phone off a cliff": the thing going over is a device, not the writer.
  if (text.before(span, 4).some((w) => DEVICES.has(w))) return true;
  return IDIOM_BEFORE.some((i) => before.endsWith(i)) || consensualPlay(text);
}

/** A road or rail closure: "the bridge is closed tonight", "bridge traffic", "a detour round the overpass". */
const CLOSURE_NOUN = new Set([
  'closure',
  'closures',
  'traffic',
  'toll',
  'tolls',
  'repairs',
  'roadworks',
  'construction',
  'inspection',
  'detour',
  'diversion',
]);
const CLOSED = new Set(['closed', 'shut', 'reopened', 'reopens', 'reopening', 'jammed', 'gridlocked', 'flooded', 'blocked']);
const BE_WORDS = new Set(['is', 'was', 'are', 'were', 'been', 's', 'will', 'be', 'gets', 'got', 'still', 'being']);
function closureNews(text: TriageText, span: Span): boolean {
  const after = text.after(span, 4);
  const first = after[0] ?? '';
  if (CLOSURE_NOUN.has(first) || CLOSED.has(first)) return true;
  if (BE_WORDS.has(first) && after.slice(1).some((w) => CLOSED.has(w) || w === 'construction' || w === 'repairs')) return true;
  return text.before(span, 3).some((w) => CLOSURE_NOUN.has(w));
}

/** Someone the writer can name as "my …": "my dad took his rifle out" is the dad's doing. */
const MY_PEOPLE = new Set([
  'dad',
  'dads',
  'father',
  'fathers',
  'mum',
  'mom',
  'mother',
  'brother',
  'brothers',
  'sister',
  'son',
  'daughter',
  'uncle',
  'aunt',
  'grandpa',
  'grandad',
  'granddad',
  'grandfather',
  'grandma',
  'cousin',
  'stepdad',
  'husband',
  'wife',
  'partner',
  'boyfriend',
  'girlfriend',
  'friend',
  'friends',
  'neighbour',
  'neighbor',
  'roommate',
  'flatmate',
  'boss',
  'coworker',
]);
/**
 * The writer takes part: an "i", "me", "myself", or a "my" that is not just naming someone else
 * ("my dad", "my older brother"). In "my dad took his rifle out to go hunting" the writer is only
 * the one who names the dad; the rifle and the weekend are his.
 */
function writerTakesPart(text: TriageText): boolean {
  return text.tokens.some((w, i) => {
    if (w === 'i' || w === 'me' || w === 'myself') return true;
    if (w !== 'my') return false;
    const next = text.tokens.slice(i + 1, i + 3);
    return !(MY_PEOPLE.has(next[0] ?? '') || MY_PEOPLE.has(next[1] ?? ''));
  });
}

/** A firearm at the range or on a hunt is a firearm in its everyday use ("my sidearm cleaned and sitting on the table" is not). */
const FIREARM_IN_USE = ['go hunting', 'went hunting', 'hunting trip', 'hunting season', 'the hunt', 'range', 'shooting club'];
const firearmInUse = (text: TriageText, span: Span) => FIREARMS.has(span.term) && text.has(FIREARM_IN_USE);
function strongMethod(text: TriageText): boolean {
  // The bridge of a road closure ("the bridge is closed tonight") is not a place the writer goes to.
  const methods = live(text, STRONG_METHOD, (s) => !methodIdiom(text, s) && !closureNews(text, s) && !firearmInUse(text, s));
  if (methods.length === 0 || !writerTakesPart(text)) return false;
  // A firearm brought out ("my father's rifle out", "out of the safe").
  if (methods.some((m) => FIREARMS.has(m.term) && text.after(m, 1)[0] === 'out')) return true;
  return within(text, methods, [...live(text, L.READY), ...live(text, L.TIME), ...text.find(SERIOUS), ...text.find(GOT_HOLD)], 20, true);
}

/** Paying for it with one's life: "i will take responsibility with my life", "atone with my life". */
const ATONE = ['responsibility', 'pay', 'paid', 'repay', 'atone', 'answer'];
/**
 * Ending one's life on purpose, told without a means: "i will take responsibility with my life",
 * "if this gets out my life is over, and i'm going to make sure it is over". Not "i would trust you
 * with my life" or "take responsibility for my health and get on with my life".
 */
function lifeGivenUp(text: TriageText): boolean {
  const atoned = text
    .find(['with my life', 'with my own life'])
    .some(
      (s) => !text.negated(s) && text.before(s, 4).some((w) => ATONE.includes(w)) && !['on', 'trust'].includes(text.before(s, 1)[0] ?? ''),
    );
  if (atoned) return true;
  const over = text.find(['make sure it is over', 'make sure it is finished']).filter((s) => !text.negated(s));
  // The "it" is the life already said to be over: "my life is over, and i'll make sure it is over".
  const lifeOver = text.find(['my life is over', 'my life is finished', 'my life is ruined', 'my life is done', 'my life will be over']);
  return over.some((s) => firstPersonNear(text, s, 4) && lifeOver.some((l) => l.end <= s.start && s.start - l.end <= 15));
}

const VEHICLE = ['car', 'truck', 'rig', 'van', 'drive', 'driving', 'drove', 'the wheel', 'motorbike', 'route', 'highway', 'motorway'];
const SOMEONE_ELSE = ['he', 'she', 'they', 'his', 'her', 'their', 'him', 'them'];
/** A car's engine running: "the engine running", "car's running", "leaving the engine on". */
const ENGINE_ON = [
  'engine running',
  'engine is running',
  'engine on',
  'engine still on',
  'motor running',
  'car running',
  'cars running',
  'car is running',
  'car still running',
  'car idling',
  'engine idling',
  'left it running',
  'leave it running',
  'leaving it running',
];
/** …with the garage shut and the writer inside, not warming the car up with the door open. */
const GARAGE_SHUT = [
  'closed garage',
  'garage door down',
  'garage door shut',
  'garage door closed',
  'shut garage',
  'in the car',
  'sitting in it',
  'sat in it',
  'in the driver seat',
  'in the front seat',
  'inside it',
];
const GARAGE_OPEN = ['door open', 'door up', 'open garage', 'garage open', 'warm up', 'warming up', 'warm it up', 'defrost', 'defrosting'];
/**
 * Exhaust fumes, no means word needed: a car left running in a closed garage with the writer in
 * it ("sitting in the car in the garage with the engine running", "car's running in the closed
 * garage"), or a hose run into the car. Not the car warmed up with the garage door open.
 */
function exhaustFumes(text: TriageText): boolean {
  if (!(writerTakesPart(text) || !text.has(SOMEONE_ELSE, true)) || text.has(GARAGE_OPEN, true)) return false;
  const hose = text.find(['hose', 'hosepipe', 'tube'], true).some((h) => {
    const next = text.after(h, 5).join(' ');
    return /\b(into|in|to|through) (the|my) (car|exhaust|tailpipe|window)\b/.test(next) || /\b(exhaust|tailpipe)\b/.test(next);
  });
  if (hose) return true;
  const garages = text.find(['garage'], true);
  const engines = live(text, ENGINE_ON);
  return within(text, garages, engines, 12) && (text.has(GARAGE_SHUT, true) || text.has(['thinking about', 'keep thinking'], true));
}

/** Something a car is driven into: "a good tree to hit", "wrap my car around the big oak", "take the rig off the overpass". */
const CRASH_TARGET = [
  'tree',
  'oak',
  'wall',
  'overpass',
  'pillar',
  'guardrail',
  'barrier',
  'embankment',
  'oncoming traffic',
  'a truck',
  'a lorry',
  'the river',
  'a cliff',
];
const CRASH_VERB = [
  'hit',
  'into',
  'wrap',
  'wrapping',
  'drive into',
  'driving into',
  'drive off',
  'driving off',
  'drive it off',
  'off the',
  'crash into',
  'crashing into',
  'swerve into',
  'ram',
  'plow into',
  'around',
];
/** The writer means it: looking for one, thinking about it, would rather, on purpose. */
const CRASH_INTENT = [
  'looking for',
  'thinking about',
  'keep thinking',
  'been thinking',
  'would rather',
  'on purpose',
  'deliberately',
  'want to',
  'tempted',
  'planning',
  'going to',
  'make it look like',
  'look like an accident',
  'would solve',
  'solve everything',
];
/**
 * A crash on purpose, told without the word: "been driving around all night looking for a good
 * tree to hit", "i'd rather wrap my car around the big oak on route 9", "thinking about taking
 * the rig off the overpass", "if i crashed the car it would solve everything, thinking about doing
 * it on purpose". Not an accident told ("i hit a tree on my bike last winter").
 */
function crashOnPurpose(text: TriageText): boolean {
  // The writer at the wheel ("been driving around all night…" names no one, so it is the writer).
  if (!text.has(VEHICLE, true) || !(writerTakesPart(text) || !text.has(SOMEONE_ELSE, true))) return false;
  const targets = live(text, CRASH_TARGET);
  const verbs = text.find(CRASH_VERB, true);
  const intent = live(text, CRASH_INTENT);
  const aimed = targets.some((t) => verbs.some((v) => text.near(v, t, 4)) && intent.some((i) => text.near(i, t, 12)));
  if (aimed) return true;
  // "crashed the car … on purpose / it would solve everything"
  const crash = text.find(
    ['crash the car', 'crashed the car', 'crash my car', 'crashed my car', 'crashing the car', 'crash the truck'],
    true,
  );
  return crash.some((c) => intent.some((i) => !['want to', 'going to', 'planning'].includes(i.term) && text.near(c, i, 12, true)));
}

/** A time after which the writer is not: "after tonight", "after this weekend", "by then". */
const AFTER_TIME = [
  'after tonight',
  'after this weekend',
  'after the weekend',
  'after today',
  'after friday',
  'after saturday',
  'after sunday',
  'after this week',
  'by then',
  'by friday',
  'by the weekend',
  'after that',
];
/** What the writer will not need or be: an address, anything, here, around, alive, anywhere. */
const NOT_NEEDED = [
  'not need an address',
  'not need my address',
  'not need anything',
  'not need it',
  'not need them',
  'not need any of it',
  'not be taking anything',
  'not be here',
  'not be around',
  'not be alive',
  'not be anywhere',
  'not going to be anywhere',
  'not going to be here',
  'not going to be around',
  // Away for good: "i'm going away for good after tonight" ("moving away for good" gives its reason).
  'going away for good',
  'gone for good',
  'leaving for good',
];
/** Moving, travel: a reason for not being somewhere that is not death. */
const AWAY_FOR_A_REASON = [
  'moving',
  'moved',
  'flight',
  'flying',
  'trip',
  'travel',
  'travelling',
  'traveling',
  'vacation',
  'holiday',
  'abroad',
  'camping',
  'festival',
  'new address',
  'new place',
  'switching',
  'clinic instead',
  'no longer need',
];
/** Away for a reason the writer gives ("not moving" is no reason). */
function awayForAReason(text: TriageText): boolean {
  return text.find(AWAY_FOR_A_REASON, true).some((s) => !text.negated(s));
}
/**
 * A goodbye given as a time, no means named: "i won't need an address after this weekend", "i
 * won't be taking anything after tonight", "send it to someone who'll actually be alive to use it",
 * "there won't be anyone to read them". Not "i won't be around after friday, i'm flying to lisbon".
 */
function goneAfter(text: TriageText): boolean {
  if (awayForAReason(text)) return false;
  const gone = text.find(NOT_NEEDED, true).filter((s) => firstPersonNear(text, s, 2));
  const after = text.find(AFTER_TIME, true);
  if (gone.some((g) => after.some((a) => a.start >= g.end && a.start - g.end <= 6))) return true;
  // Nobody left to use what we send: "someone who will actually be alive to use it", "there won't be anyone to read them".
  return text.has(
    ['actually be alive to', 'will not be anyone to read', 'not be anyone to read', 'nobody left to read', 'no one left to read'],
    true,
  );
}

/** Knowing the amount: "i've worked out the dose", "i know exactly how much". */
const AMOUNT_KNOWN = [
  'know exactly how much',
  'know exactly what to take',
  'know exactly which drugs',
  'worked out the dose',
  'worked out how much',
  'worked out what i would need',
  'figured out the dose',
  'figured out how much',
  'calculated the dose',
  'calculated how much',
];
/** …and the amount is the one that ends it: "i'd need", "would be fatal", "and how much", "it takes." */
const AMOUNT_FOR_DYING = ['would need', 'would take', 'would be fatal', 'fatal', 'lethal', 'and how much', 'have access', 'access on'];
/**
 * A lethal amount worked out by the writer, no means word needed: "i've worked out the dose of
 * metoprolol i'd need", "i know exactly how much potassium it takes." Not "the dose of doxycycline
 * i need for the week" (no "would", nothing fatal).
 */
function lethalAmountKnown(text: TriageText): boolean {
  return text.find(AMOUNT_KNOWN).some((span) => {
    if (text.negated(span) || !firstPersonNear(text, span, 3)) return false;
    const rest = text.after(span, 12);
    const joined = ` ${rest.join(' ')} `;
    if (AMOUNT_FOR_DYING.some((w) => joined.includes(` ${w} `))) return true;
    // "how much potassium it takes" with the sentence ending there.
    return rest.length <= 6 && rest.at(-1) === 'takes' && rest.at(-2) === 'it';
  });
}

/**
 * A means (or a grave) next to a time in a message of a few words, told without "I" (emoji read as
 * words): "rope grave tonight. sorry", "bridge tonight. thx for everything", "grave soon".
 */
function terseMeans(text: TriageText): boolean {
  if (text.wordCount > 8) return false;
  const means = live(text, [...STRONG_METHOD, 'grave'], (s) => !methodIdiom(text, s) && !joking(text, s));
  const times = live(text, L.TIME);
  return means.some((m) => times.some((t) => t.start === m.end));
}

/** A means saved up: "i've stockpiled enough", "been saving my oxycodone for a while". */
const STOCKPILE = [
  'stockpiled',
  'stockpiling',
  'stockpile',
  'hoarding',
  'hoarded',
  'been saving my',
  'been saving up my',
  'saving up my',
  'saved up my',
];
function stockpiled(text: TriageText): boolean {
  const saved = live(text, STOCKPILE);
  const means = [...live(text, L.METHOD, (s) => !methodIdiom(text, s)), ...text.find(['enough'])];
  return saved.some((s) => means.some((m) => m.start >= s.start && m.start - s.end <= 4));
}

/** Someone else's goodbye, then silence: "she texted 'thanks for everything' and is not answering". */
const THANKS_FOR_ALL = ['thanks for everything', 'thank you for everything', 'sorry for everything', 'goodbye forever'];
const SILENT = ['not answering', 'not picking up', 'will not answer', 'phone is off', 'not replying', 'not responding'];
function goodbyeThenSilence(text: TriageText): boolean {
  const sent = ['texted', 'messaged', 'wrote', 'sent', 'said', 'text', 'message', 'posted'];
  // Quoted, so read across the quote's comma: "texted me 'goodbye, thanks for everything'".
  const theirs = live(text, THANKS_FOR_ALL).filter((s) =>
    text.tokens.slice(Math.max(0, s.start - 6), s.start).some((w) => sent.includes(w)),
  );
  return theirs.length > 0 && live(text, SILENT).length > 0;
}

/** Looking at a window high up: "i'm on the 9th floor" after thinking about windows. */
const WINDOWS = ['window', 'windows', 'the window', 'balcony door'];
function highWindow(text: TriageText): boolean {
  const windows = live(
    text,
    WINDOWS,
    (s) => !['period', 'periods'].includes(text.after(s, 1)[0] ?? '') && text.after(s, 2)[1] !== 'opportunity',
  );
  const floors = text.find(['floor', 'storey']).filter((f) => {
    const n = Number(/^(\d+)(st|nd|rd|th)?$/.exec(text.before(f, 1)[0] ?? '')?.[1]);
    return n >= 5;
  });
  return within(text, windows, floors, 14, true) && text.has(['i', 'me', 'my'], true);
}

/** A note left for someone to find: "the note is written, mom will find it in the morning". */
const NOTE_LEFT = [
  'left a letter',
  'note is written',
  'wrote a note',
  'written a note',
  'left a note',
  'wrote notes',
  'written a letter for',
  'wrote a letter for',
  'letter is written',
];
const NOTE_FOUND = [
  // The note explains to those left: "so people understand why".
  'so people understand',
  'so they understand',
  'so everyone understands',
  'so they know why',
  'so people know why',
  'explain why',
  'will find it',
  'find it in the morning',
  'finds it',
  'with my keys',
  'when i am gone',
  'after i am gone',
  'not answering',
  'is gone',
];
function noteLeft(text: TriageText): boolean {
  return within(text, live(text, NOTE_LEFT), live(text, NOTE_FOUND), 20, true);
}

/** Giving things away, paying off, passwords, goodbyes: two or more together. */
const FAREWELL = [
  'rehomed',
  'new home for my',
  'gave away',
  'giving away',
  'paid off',
  'passwords',
  'wrote letters',
  'wrote a letter',
  'said goodbye',
  'my will',
  'life insurance',
  'funeral',
  'my affairs',
  'loose ends',
  'deleted my',
  'deleting my',
  'deleted all',
  'cancelled my',
  'last time',
  'one last',
  'final',
  'goodbye',
  'sorry for everything',
  'thank you for everything',
  'if i am not around',
  'my last conversation',
  'take my cat',
  'take the cat',
  'take my dog',
  'take the dog',
  'gave my cat',
  'gave my dog',
  'cancelled all my',
  'canceled all my',
];

/** "because i am moving", "because i moved to the uk": an everyday reason given for giving things up. */
const EVERYDAY_REASON = [
  'because i am moving',
  'because i moved',
  'because we are moving',
  'because we moved',
  'since i am moving',
  'since i moved',
];
/** ("moving on" is not a move.) */
const everydayReason = (text: TriageText) =>
  text.find(EVERYDAY_REASON, true).some((s) => !text.negated(s) && !['on', 'away'].includes(text.after(s, 1)[0] ?? ''));

function farewells(text: TriageText): boolean {
  if (everydayReason(text)) return false;
  // Two farewells in different places ("said goodbye" holds "goodbye" once, not twice).
  const spans = text.find(FAREWELL);
  const apart = spans.filter((s, i) => spans.every((o, j) => j >= i || o.end <= s.start || s.end <= o.start));
  return apart.length >= 2 && text.has(['i', 'me', 'my'], true) && !text.has(['my ex', 'breakup', 'broke up', 'the right call'], true);
}

/** "i've decided" with a time and nothing decided on: "i've decided. tonight." */
function decidedWhen(text: TriageText): boolean {
  const decided = text
    .find(['i have decided', 'made up my mind', 'my decision', 'decided'])
    .filter((d) => text.after(d, 1).length === 0 || ['on', 'already', 'now', 'anyway'].includes(text.after(d, 1)[0]!));
  return within(text, decided, [...live(text, L.TIME), ...text.find(['=bye', 'goodbye', 'bye bye'])], 12, true);
}

/** A euphemism made final: "time to clock out. permanently i mean". */
const FINALITY = [
  'not from this',
  'not that kind',
  'not the medical kind',
  'you know what i mean',
  'permanently',
  'forever',
  'for good',
  'for real this time',
  'for the last time',
  'one last time',
  'no coming back',
  'not coming back',
];
const EUPHEMISM = [
  'switch off',
  'turn off',
  'shut down',
  'be out',
  'set it down',
  'put it down',
  'lay it down',
  'set it all down',
  'clock out',
  'tap out',
  'log off',
  'check out',
  'exit',
  'go to sleep',
  'sleep',
  'leave',
  'go away',
  'disappear',
  'be gone',
  'goodbye',
  '=bye',
  'be done',
  'call it',
];

function finalEuphemism(text: TriageText): boolean {
  const euphemisms = live(text, EUPHEMISM, (s) => !joking(text, s));
  return (
    within(text, euphemisms, live(text, FINALITY), 8, true) && !text.has(['account', 'app', 'subscription', 'newsletter', 'emails'], true)
  );
}

/** Readiness that no errand shares: "lined up", "stockpiled", "standing on the edge". */
const READY_STRICT = [
  'picked the place',
  'picked the spot',
  'chosen the place',
  'chose the place',
  'found the spot',
  'already in my hand',
  'can not stop looking at it',
  'counting them',
  'counted them',
  'looking at it',
  'been looking at it',
  'staring at the pills',
  'staring at my pills',
  'looking at the pills',
  'wondering how many',
  'in the hand',
  'in front of me',
  'lined up',
  'counted',
  'counted out',
  'saved up',
  'saving up',
  'stockpiled',
  'stockpiling',
  'hoarding',
  'hoarded',
  'been saving',
  'instead of taking',
  'standing on',
  'on the edge',
  'edge of',
  'at the edge',
  'look down',
  'looking down',
  'staring down',
  'the drop',
  'how high',
  'how far down',
  'tied',
  'loaded',
  'wrote the note',
  'wrote a note',
  'my note',
  'made up my mind',
  'have a plan',
  'got a plan',
  'more than enough',
  'finally have enough',
  'enough now',
  'putting aside',
  'put aside',
  'set aside',
  'already tied',
];

function methodReady(text: TriageText): boolean {
  const methods = live(
    text,
    L.METHOD,
    (s) =>
      !methodIdiom(text, s) &&
      !(['=pills', 'pills', 'the pills', 'meds', 'medication', 'bottle', 'tablets'].includes(s.term) && inSentence(text, s, MED_QUESTION)),
  );
  if (methods.length === 0) return false;
  const strong = methods.filter((m) => live(text, STRONG_METHOD).some((s) => s.start === m.start));
  if (within(text, methods, live(text, READY_STRICT), 12) || within(text, strong, live(text, L.READY), 8)) return true;
  const times = live(text, L.TIME);
  const intents = live(text, [
    'going to',
    'plan',
    'planning',
    'planned',
    'decided',
    'about to',
    'ready to',
    'want to',
    'thinking about',
    'thinking of',
    'going up there',
  ]);
  return within(text, methods, times, 10) && within(text, methods, intents, 8);
}

// ---- self-harm ------------------------------------------------------------------------------

/** Consensual rough play anywhere in the message excuses a bruise. */
const CONSENSUAL_PLAY = [
  'consensual',
  'rough sex',
  'rough play',
  'safeword',
  'safeworded',
  'safe word',
  'to be rough',
  'kink',
  'bdsm',
  'spanking',
  'playfully',
  'we were laughing',
  'it was fun',
];

/** Consensual play said, and not denied ("it wasn't consensual" excuses nothing). */
const consensualPlay = (text: TriageText) => text.find(CONSENSUAL_PLAY, true).some((s) => !text.negated(s));

function accidental(text: TriageText, span: Span): boolean {
  // "fell off the wagon": a relapse, not a fall.
  const { from, to } = sentenceOf(text, span);
  const fall = text
    .find(L.ACCIDENT, true)
    .filter((a) => a.start >= from && a.end <= to && !(a.term === 'fell' && text.after(a, 3).join(' ') === 'off the wagon'));
  return fall.length > 0 || consensualPlay(text);
}

/** "I was raped years ago, had therapy, doing well": a history told calmly. */
const WELL_NOW = [
  'genuinely happy',
  'in a great place',
  'happy now',
  'safe and happy',
  'i am safe',
  'long healed',
  'doing well now',
  'doing okay now',
  'is doing okay',
  'doing okay',
  'doing well',
  'doing great',
  'doing really well',
  'had therapy',
  'i am fine now',
  'i am ok now',
  'i am okay now',
  'healed',
  'in a good place',
  'much better now',
  'i am good now',
  'in a solid place',
  'in a stable place',
  'in a better place',
  'safety plan',
];
/** A good state said of now: "in a solid place right now" (the "right now" is of the state, not of harm). */
const GOOD_STATE = new Set(['good', 'solid', 'stable', 'safe', 'fine', 'well', 'better', 'great', 'happy', 'okay', 'ok', 'place']);
/** Well for a long time since: "undetectable and happy for years", "fine for a decade". */
const WELL_SINCE = [
  'happy for years',
  'well for years',
  'fine for years',
  'stable for years',
  'healthy for years',
  'good for years',
  'clean for years',
];
/** A year named as the time it happened, two or more years back: "back in 2015", "in 2019". */
const PAST_YEAR = /\b(back in|in|since) (19\d\d|20\d\d)\b/;
const yearsBack = (text: TriageText) => {
  // "2021. i dealt with it": a year said alone, first.
  const alone = /^(19\d\d|20\d\d) \./.exec(text.joined);
  if (alone && Number(alone[1]) <= new Date().getUTCFullYear() - 2) return true;
  const match = PAST_YEAR.exec(text.joined);
  return match !== null && match[1] !== 'since' && Number(match[2]) <= new Date().getUTCFullYear() - 2;
};
/** A question's "still" ("is it still worth it", "do i still need checks"): care asked about, not harm going on. */
const STILL_ASKED = ['worth', 'recommended', 'useful', 'possible', 'able', 'need', 'get', 'qualify', 'count', 'test', 'have to'];
/** How long ago, in the writer's numbers: "ten years on", "during covid", "when i was 16" (an age). */
const COUNT_WORD = '(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a few|several|many)';
const PAST_TOLD = new RegExp(`\\b(${COUNT_WORD} (years|yrs) (later|on)|during covid|in lockdown|when i was (1\\d|20|21))\\b`);
/** Well for a while, counted: "been well for 3 years", "stable for two years now". */
const WELL_FOR = new RegExp(
  `\\b(well|fine|stable|healthy|good|happy|clean|safe|okay) for (over |about |almost )?${COUNT_WORD} (years|yrs)\\b`,
);
const STABLE_NOW = [
  'i am stable',
  'stable now',
  'i am well now',
  'got treatment',
  'it is a non issue',
  'a non issue',
  'nothing since',
  'did a lot of therapy',
  'did therapy',
  'went to therapy',
  'i have a therapist',
  'i dealt with it',
  'i am good now',
  'getting help now',
  'is getting help',
];
const toldCalmly = (text: TriageText) =>
  (text.has(L.PAST_RESOLVED, true) || yearsBack(text) || PAST_TOLD.test(text.joined)) &&
  (text.has([...WELL_NOW, ...WELL_SINCE, ...STABLE_NOW, 'doing great now', 'doing well now'], true) || WELL_FOR.test(text.joined)) &&
  // "is it still worth doing": a question's "still", not a harm still going on.
  !text
    .find(
      L.STILL_NOW.filter((w) => w !== '=now'),
      true,
    )
    .some(
      (s) =>
        !(s.term === 'still' && STILL_ASKED.some((w) => `${text.after(s, 2).join(' ')} `.startsWith(`${w} `))) &&
        !(
          ['right now', 'currently'].includes(s.term) &&
          text.before(s, 2).some((w) => GOOD_STATE.has(w)) &&
          !text.before(s, 4).some((w) => ['not', 'never', 'no'].includes(w))
        ),
    );

/**
 * A history ten years back or more, by the writer's own numbers: "when i was 19. i am 40",
 * "20 yrs ago". Never when something says it is going on again ("still", "again", "last night").
 */
const GOING_ON_AGAIN = ['again', 'still', 'right now', 'tonight', 'last night', 'this week', 'today', 'relapsed'];
/** "could anything from then still show up": a result that may linger, asked about, not harm going on. */
const LINGERING = [
  'show up',
  'show',
  'be in',
  'be detected',
  'be detectable',
  'come up',
  'be positive',
  'affect',
  'be there',
  'be passed',
  'pass',
  'infect',
  'carry',
  'be carrying',
  'test positive',
];
function goingOnAgain(text: TriageText): boolean {
  return text.find(GOING_ON_AGAIN).some((s) => s.term !== 'still' || !LINGERING.some((l) => text.after(s, 3).join(' ').startsWith(l)));
}
function longAgo(text: TriageText): boolean {
  if (goingOnAgain(text)) return false;
  const t = text.tokens;
  const isNumber = (w: string | undefined) => w !== undefined && /^\d+$/.test(w);
  let then: number | undefined;
  let now: number | undefined;
  t.forEach((w, i) => {
    if (w === 'when' && t[i + 1] === 'i' && t[i + 2] === 'was' && isNumber(t[i + 3])) then = Number(t[i + 3]);
    if (w === 'i' && t[i + 1] === 'am' && isNumber(t[i + 2])) now = Number(t[i + 2]);
  });
  if (then !== undefined && now !== undefined && now >= 25 && now - then >= 10) return true;
  return t.some((w, i) => isNumber(w) && Number(w) >= 10 && ['years', 'yrs', 'yr'].includes(t[i + 1] ?? '') && t[i + 2] === 'ago');
}

/** "there's no way i'd hurt myself", "i'm not someone who self-harms", with nothing of now after it. */
const HARM_DENIED =
  /\bno way i (would|will|could) (ever )?(hurt|harm|cut)\b|\bnot (someone|somebody|the kind of person|a person) who (self harms|hurts|harms|cuts)\b/;
const harmDenied = (text: TriageText) => HARM_DENIED.test(text.joined) && !text.has([...L.STILL_NOW, 'but'], true);
const FEELINGS_HURT = new Set(['pride', 'feelings', 'ego', 'chances', 'reputation', 'career', 'grades', 'relationship']);
const CONDOM_WORDS = new Set(['condom', 'condoms', 'rubber', 'johnny', 'dam']);

/** The kit's lancet and its prick, named: shared by the bleeding rules and the self-harm excuse (kitPrick). */
const LANCET = ['lancet', 'lancets', 'finger prick', 'fingerprick'];
/**
 * The kit's own finger prick: "the lancet, i've stabbed myself like 4 times and no blood comes out",
 * "on a scale of paper cut to stab wound, is the lancet going to hurt?". A stab or prick with the
 * lancet, and nothing that makes it a harm (on purpose, deserving it, cutting, a blade, a relapse).
 */
const KIT_PRICK = [...LANCET, 'finger stick', 'prick my finger', 'pricked my finger', 'fingertips', 'the tube', 'drops', 'pincushion'];
const HARM_MEANT = [
  'on purpose',
  'deserve',
  'deserved',
  'punish',
  'punishment',
  'cut myself',
  'cut my',
  'cut into',
  'cutting',
  'blade',
  'razor',
  'relapse',
  'relapsed',
  'urge',
  'urges',
  'my arm',
  'my arms',
  'my wrist',
  'my thigh',
  'make it hurt',
  'feel something',
  'numb',
  'hate myself',
  'from myself',
  'just to hurt',
  'to hurt myself',
  'wanted it to hurt',
  'over and over',
  'not for testing',
  'not for the test',
  'self injured',
  'self harm',
  'i did them',
  'i did it',
  'did them myself',
  'they are mine',
];
const STABBED = [
  'stabbed myself',
  'stab myself',
  'stabbing myself',
  'stab wound',
  'pricked myself',
  'poked myself',
  'jabbed myself',
  'stabbed my finger',
  'stab my finger',
  'bruise on my finger',
  'from the lancet',
  'from the finger prick',
];
const kitPrick = (text: TriageText) => text.has(KIT_PRICK) && text.has(STABBED) && !text.has(HARM_MEANT, true);

function directSelfHarm(text: TriageText): boolean {
  if (toldCalmly(text) || longAgo(text)) return false;
  return (
    live(text, L.SELF_HARM_DIRECT, (s) => {
      if (accidental(text, s) || pastResolved(text, s) || anothersHistory(text, s)) return false;
      if (s.term.startsWith('hit myself') && joking(text, s)) return false;
      // "beat myself up" is a figure of speech; "beat myself" is not.
      if (s.term.startsWith('beat') && text.after(s, 1)[0] === 'up') return false;
      // "there's no way i'd hurt myself", "i'm not someone who self-harms": denied in other words.
      const lead = [...text.before(s, 4)].reverse().join(' ');
      if (/\bno way i (would|will|could)$/.test(lead) || /\bnot (someone|somebody|the kind of person|a person) who$/.test(lead))
        return false;
      // "so angry i could punch a wall": anger's measure, not a blow.
      if (/punch/.test(s.term) && text.before(s, 3).includes('could') && text.has(['angry', 'mad', 'furious', 'pissed'], true))
        return false;
      // "i just want to hurt my pride a bit less": a feeling hurt, not a body.
      if (
        /hurt$/.test(s.term) &&
        ['my', 'his', 'her', 'their', 'your'].includes(text.after(s, 1)[0] ?? '') &&
        FEELINGS_HURT.has(text.after(s, 2)[1] ?? '')
      )
        return false;
      // "had a condom slip": the condom slipped (the phrase may skip one word), not a relapse.
      if (s.term === 'had a slip' && text.tokens.slice(s.start, s.end).some((w) => CONDOM_WORDS.has(w))) return false;
      return true;
    }).length > 0
  );
}

const LIMBS = [
  'my forearms',
  'my forearm',
  'my upper arms',
  'my arms',
  'my arm',
  'my wrists',
  'my wrist',
  'my thighs',
  'my thigh',
  'my legs',
  'my stomach',
  'my hips',
];
const MARKED = ['a mess', 'covered in', 'marks', 'cuts', 'scars', 'fresh', 'wrecked', 'ruined', 'barcode', 'lines', 'bandages', 'bandage'];

/** "my arms are a mess again", "barcode on my thighs". */
function limbsMarked(text: TriageText): boolean {
  if (toldCalmly(text)) return false;
  const marks = live(text, MARKED, (s) => !['old', 'faded', 'healed'].includes(text.before(s, 1)[0] ?? '') && !pastResolved(text, s));
  return within(
    text,
    live(text, LIMBS, (s) => !inSentence(text, s, ITCH) && !accidental(text, s)),
    marks,
    6,
    true,
  );
}

/**
 * Someone else harming themselves as the writer speaks: "my roommate is in the bathroom cutting
 * herself", "hitting her head on the concrete and won't stop", "I can hear him hitting himself".
 */
const OTHER_BODY = ['herself', 'himself', 'themselves', 'her head', 'his head', 'her arms', 'his arms', 'her wrists', 'his wrists'];
const GOING_ON_NOW = [
  'right now',
  '=now',
  'will not stop',
  'can not stop',
  'keeps',
  'can hear',
  'will not open',
  'locked',
  'is in the',
  'is cutting',
  'is hitting',
];
function otherHarmingNow(text: TriageText): boolean {
  const harms = live(text, L.HARM_VERB, (s) => text.tokens[s.start]!.endsWith('ing') && !accidental(text, s));
  const bodies = text.find(OTHER_BODY).filter((b) => harms.some((h) => b.start >= h.end && b.start - h.end <= 1));
  if (bodies.length > 0 && text.has(GOING_ON_NOW) && !text.has(['years ago', 'used to', 'when she was', 'when he was'])) return true;
  // Fresh marks on someone else, done tonight: "my brother has cuts on his arms, fresh, he did it tonight".
  const marked = text.find(['cuts on his', 'cuts on her', 'cuts on their', 'burns on his', 'burns on her', 'marks on his', 'marks on her']);
  return (
    marked.length > 0 &&
    text.has(['fresh', 'new ones', 'still bleeding'], true) &&
    text.has(['did it', 'done it', 'does it', 'told me he', 'told me she', 'tonight', 'today', 'just now'], true) &&
    !text.has(['years ago', 'used to', 'old', 'healed', 'scars'], true)
  );
}

/** "burned it with a lighter", "the razor on my thigh". */
function harmWithTool(text: TriageText): boolean {
  const tools = live(
    text,
    [...L.HARM_TOOL, 'stove'],
    (s) =>
      !accidental(text, s) &&
      !inSentence(text, s, [
        'smoke',
        'smoking',
        'smoked',
        'vape',
        'seatbelt',
        'cook',
        'cooking',
        'eat',
        'eating',
        'drink',
        'drinking',
        ...WARMING,
      ]),
  );
  const harms = [...live(text, L.HARM_VERB, (s) => !accidental(text, s)), ...live(text, L.INJURY), ...text.find(L.OWN_BODY)];
  // "thinking about burning the sores off with a hot knife": a message that opens on a gerund is the writer's own.
  const own = text.has(['i', 'me', 'my', 'myself'], true) || /ing$/.test(text.tokens[0] ?? '');
  return within(text, tools, harms, 12, true) && own;
}

const ITCH = ['itch', 'itchy', 'itching', 'itches', 'rash', 'bites', 'eczema', 'mosquito', 'scab'];

/** Injury done on purpose: "punched the wall til my knuckles split. on purpose". */
function intentionalInjury(text: TriageText): boolean {
  return within(
    text,
    live(text, L.INTENTIONAL),
    live(text, L.INJURY, (s) => !accidental(text, s)),
    14,
    true,
  );
}

/** "the only thing that makes the shame go away is the razor". */
function toolForCoping(text: TriageText): boolean {
  const tools = live(
    text,
    L.HARM_TOOL,
    (s) => !accidental(text, s) && !(s.term.startsWith('cigarette') && inSentence(text, s, ['smoke', 'smoking', 'smoked', 'a cigarette'])),
  );
  return within(text, tools, live(text, L.COPING), 12, true);
}

/** "scrubbing my skin until it bleeds", "scratching till they bleed". */
function harmUntilInjured(text: TriageText): boolean {
  return text.find(L.UNTIL).some((u) => {
    if (inSentence(text, u, ITCH) || accidental(text, u)) return false;
    const injured = text.find(L.INJURED).some((i) => i.start >= u.end && i.start - u.end <= 3);
    return injured && firstPersonNear(text, u, 8);
  });
}

/** "i cut." "i've been cutting and…": the verb with no object. */
function cutWithoutObject(text: TriageText): boolean {
  return text.find(['=cut', 'cutting', 'cuting']).some((s) => {
    const next = text.after(s, 1)[0];
    if (next !== undefined && !['and', 'again', 'lately', 'since', 'for', 'but', 'so', 'still', 'tonight', 'today', 'last'].includes(next))
      return false;
    if (accidental(text, s) || text.negated(s) || pastResolved(text, s)) return false;
    if (next === 'again') return true;
    const before = text.before(s, 3);
    if (before.length === 0 && next !== undefined) return true;
    return before.includes('i') || before.includes('been') || before.includes('started');
  });
}

function harmOwnBody(text: TriageText): boolean {
  const verbs = live(text, L.HARM_VERB, (s) => {
    if (accidental(text, s) || mildNear(text, s) || pastResolved(text, s) || anothersHistory(text, s)) return false;
    const next = text.after(s, 2);
    // "beating myself up over it" is a figure of speech.
    if (/^beat/.test(s.term) && text.after(s, 3).includes('up')) return false;
    // "that swab went so deep it hit my soul": a thing hit, not the writer hitting.
    if (/^hit/.test(s.term) && ['it', 'that', 'this', 'which'].includes(text.before(s, 1)[0] ?? '')) return false;
    // "a bit outside myself": "a bit" is an amount, not a bite.
    if (text.tokens[s.start] === 'bit' && text.before(s, 1)[0] === 'a') return false;
    // "old scars on my arm": healed marks, not harm now.
    if (/^scar/.test(s.term) && ['old', 'faded', 'healed'].includes(text.before(s, 1)[0] ?? '')) return false;
    // "stabbing myself with that lancet": the kit's own prick, told.
    if (text.after(s, 4).some((w) => ['lancet', 'lancets'].includes(w))) return false;
    if (s.term.startsWith('cut') && next[0] !== undefined && L.CUT_OTHER.includes(next[0]) && !next.join(' ').startsWith('my'))
      return false;
    return true;
  });
  const bodies = text.find(L.OWN_BODY);
  // Right after the verb, or a few words on when it goes "into" the body ("carve the word dirty into my thigh").
  const reach = (b: Span) => (text.tokens[b.start - 1] === 'into' ? 6 : 3);
  if (
    verbs.some((v) =>
      bodies.some((b) => b.start >= v.end && b.start - v.end <= reach(b) && !text.tokens.slice(v.end, b.start).includes('.')),
    )
  )
    return true;
  // "the urge to cut again", "want to cut so bad", "relapsed with the blade"
  const cutWords = verbs.filter(
    (v) =>
      /^(cut|cutting|burn|burning|hurt|hurting|harm|harming|scratch|scratching|hit|hitting|punch|punching|carve|carving|bruise|bruising)$/.test(
        v.term,
      ) && !(v.term.startsWith('scratch') && inSentence(text, v, ITCH)),
  );
  const urges = live(text, L.HARM_URGE);
  if (within(text, cutWords, urges, 4)) return true;
  const desires = live(text, ['want to', 'urge to', 'urges to', 'need to', 'itching to', 'tempted to', 'going to']);
  return cutWords.some((v) => {
    const next = text.after(v, 1)[0];
    return (
      (next === undefined || ['so', 'really', 'tonight', 'again', 'right', 'deep', 'lol'].includes(next)) && within(text, [v], desires, 3)
    );
  });
}

function relapse(text: TriageText): boolean {
  const relapses = live(text, [
    'relapse',
    'relapsed',
    'relapsing',
    'clean for',
    'days clean',
    'months clean',
    'weeks clean',
    'broke my streak',
  ]);
  return within(
    text,
    relapses,
    text.find(['cut', 'cutting', 'blade', 'self harm', 'burn', 'burning', 'razor', 'scars', 'knife', 'hurting myself']),
    8,
    true,
  );
}

// ---- assault --------------------------------------------------------------------------------

/** Doubting one's own memory or words: "I keep telling myself it wasn't rape". */
const DENIAL = [
  'telling myself',
  'tell myself',
  'convince myself',
  'convincing myself',
  'pretend',
  'pretending',
  'do not know if',
  'not sure if',
  'maybe it',
  'does it count',
  'does that count',
  'i guess it',
  'technically',
  'i think',
];

/** "my drink tasted weird but nothing happened, I went home alone". */
const NOTHING_HAPPENED = [
  'nothing happened',
  'went home alone',
  'friends took me home',
  'my friends got me home',
  'i was fine',
  'nobody touched me',
  'no one touched me',
];

/** Places and people named after the word: "a rape crisis centre". */
const CRISIS_SERVICE = new Set([
  'centre',
  'center',
  'centres',
  'centers',
  'line',
  'hotline',
  'worker',
  'workers',
  'counselor',
  'counsellor',
  'team',
  'service',
]);
/** Someone in general, in a question about the law or a definition. */
const GENERIC_PERSON = new Set([
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'person',
  'people',
  'victim',
  'victims',
  'survivor',
  'survivors',
]);

/**
 * The word itself, not an event: "what does stealthing mean", "a rape crisis centre", "is stealthing
 * a crime", "if someone has been sexually assaulted, …" (a sentence with no first person in it).
 */
function aboutTheWord(text: TriageText, span: Span): boolean {
  const next = text.after(span, 2);
  const previous = text.before(span, 2);
  if (previous[0] === 'does' && previous[1] === 'what' && (next[0] === 'mean' || next[0] === 'means')) return true;
  if (next[0] === 'crisis' && CRISIS_SERVICE.has(next[1] ?? '')) return true;
  const { from, to } = sentenceOf(text, span);
  // "what is a rape kit and how is it different from your test kit": a word asked about, nobody's story.
  const asked = text.before(span, 3);
  const whatIs =
    (asked[0] === 'is' && asked[1] === 'what') || (['a', 'an', 'the'].includes(asked[0] ?? '') && asked[1] === 'is' && asked[2] === 'what');
  if (whatIs && !text.tokens.slice(from, to).some((w) => FIRST_PERSON.has(w))) return true;
  // "can they tell if someone was inside you": "you" is often the writer.
  if (text.tokens.slice(from, to).some((w) => FIRST_PERSON.has(w) || ['we', 'us', 'you', 'your'].includes(w))) return false;
  if (next[0] === 'is' && ['a', 'illegal', 'legal', 'considered', 'against'].includes(next[1] ?? '')) return true;
  if (previous[0] === 'is' && ['illegal', 'legal', 'a'].includes(next[0] ?? '')) return true;
  const before = text.before(span, 5);
  const iff = before.indexOf('if');
  return iff > 0 && before.slice(0, iff).some((w) => GENERIC_PERSON.has(w));
}

/** "does it still count if i only swabbed for 5 seconds": a question about the sample. */
function aboutTheSample(text: TriageText, span: Span): boolean {
  return (
    /count if/.test(span.term) &&
    text.after(span, 5).some((w) => ['swab', 'swabbed', 'sample', 'tube', 'pee', 'peed', 'urine', 'blood', 'drops', 'card'].includes(w))
  );
}

/**
 * "Assaulted" with the care after rape asked for, and lately: "a guy assaulted her about an hour
 * ago ... can we order PEP or a kit tonight", "she was assaulted tonight, should she not shower".
 */
const AFTER_RAPE_CARE = ['pep', 'a kit', 'rape kit', 'shower', 'emergency contraception', 'morning after pill', 'testing', 'get tested'];
const LATELY = ['tonight', 'hour ago', 'hours ago', 'last night', 'this morning', 'just now', 'just got', 'today', 'yesterday'];
/** A year or years back: "back in 2019", "five years ago", "3 yrs ago". */
const YEARS_BACK = /\b(back in (19|20)\d\d|in (19|20)\d\d|([2-9]|\d\d|two|three|four|five|six|seven|eight|nine|ten) (years|yrs) ago)\b/;
/** …and the care after it done: tested after, therapy, counselling. */
const CARE_DONE = [
  'dealt with it',
  'in therapy',
  'had therapy',
  'counselling',
  'counseling',
  'did all the testing',
  'tested after',
  'got tested after',
  'was treated',
  'got treated',
];
/**
 * The writer's own assault years back with the care after it done: "my ex stealthed me back in 2019,
 * i tested after and have dealt with it in therapy", "assaulted five years ago, did all the testing
 * and counselling back then". Never with "still", "again", "never dealt with it" or tonight.
 */
function caredForYearsAgo(text: TriageText): boolean {
  if (goingOnAgain(text) || !YEARS_BACK.test(text.joined)) return false;
  return text.find(CARE_DONE, true).some((s) => !text.negated(s));
}

function assaultedNeedingCare(text: TriageText): boolean {
  if (text.has(['years ago', 'when i was', 'when she was', 'when he was', 'long time ago'])) return false;
  const assaulted = live(text, ['assaulted', 'attacked'], (s) => !aboutTheWord(text, s));
  return assaulted.length > 0 && text.has(AFTER_RAPE_CARE) && within(text, assaulted, live(text, LATELY), 20, true);
}

/** "nobody did anything to me without my consent": the event denied by its subject. */
const STILL_OR_NOW_ASSAULT = ['last night', 'tonight', 'yesterday', 'this morning', 'but he', 'but she', 'except'];
const NOBODY_DID = /\b(nobody|no one|noone) (ever |has ever |has |had )?(did|done|touched|forced|made)\b/;

function directAssault(text: TriageText): boolean {
  if (text.has(NOTHING_HAPPENED, true) && !text.has(['raped', 'rape', 'assaulted', 'forced'])) return false;
  if (NOBODY_DID.test(text.joined) && !text.has(STILL_OR_NOW_ASSAULT, true)) return false;
  if (toldCalmly(text) || longAgo(text) || caredForYearsAgo(text) || consensualPlay(text)) return false;
  const doubted = (s: Span) => text.find(DENIAL, true).some((d) => d.end <= s.start && s.start - d.end <= 6);
  return text
    .find(L.ASSAULT_DIRECT)
    .some(
      (s) =>
        !generalMention(text, s) &&
        !anothersHistory(text, s) &&
        !aboutTheWord(text, s) &&
        !aboutTheSample(text, s) &&
        (!text.negated(s) || doubted(s)),
    );
}

/** Asked to stop, and they did not. */
const STOP_ASK = [
  'when i asked',
  'asked him to',
  'told him to',
  'asked her to',
  'told her to',
  'i asked',
  'i told him',
  'i told her',
  'i begged',
  'crying',
  'kept crying',
  'i cried',
  'screaming',
  'said stop',
];
const STOP_REFUSED = [
  'would not stop',
  'did not stop',
  'kept going',
  'would not listen',
  'did not listen',
  'kept on',
  'continued',
  'still did',
];

/** "didn't stop texting me": a stop that was about something else. */
const kept = (text: TriageText, s: Span) => {
  const next = text.after(s, 1)[0] ?? '';
  return !(next.endsWith('ing') && !['touching', 'going', 'pushing', 'doing', 'thrusting', 'holding'].includes(next));
};

function refusedToStop(text: TriageText): boolean {
  const refused = live(text, STOP_REFUSED, (s) => kept(text, s));
  return (
    within(text, refused, text.find(STOP_ASK), 10, true) ||
    (within(text, refused, text.find(L.PERSON), 3) && within(text, refused, text.find(L.SEX_CONTEXT), 20, true))
  );
}

/** Yes said under fear: "i let him because i was scared of what he'd do". */
const GAVE_IN = ['let him', 'let her', 'let them', 'said yes', 'went along', 'gave in', 'agreed', 'did it'];
/** Leverage: rent, a job, papers. */
const LEVERAGE = [
  'take the kids',
  'take my kids',
  'custody',
  'end my career',
  'my superior',
  'my commanding',
  'let it go if',
  'owed him',
  'owe him',
  'owed her',
  'for rent',
  'pay rent',
  'this months rent',
  'skip rent',
  'a place to stay',
  'keep my job',
  'lose my job',
  'my visa',
  'my papers',
  'report my papers',
  'deport',
  'immigration',
  'landlord',
  'or he would',
  'or she would',
  'shifts depended on',
  'my shifts',
  'my grade',
  'my spot on the team',
  'lose my spot',
  'my position',
  'send the video',
  'send the pictures',
  'send the pics',
  'post the video',
  'send my pics',
  'send my pictures',
  'send my nudes',
  'share my pics',
  'post my pics',
  'leak my',
  'share the video',
  'show everyone',
  'tell my parents',
  'tell everyone',
  'if i tell anyone',
  'if i told anyone',
];
const IF_NOT = [
  'if i tell anyone',
  'if i told',
  'if i tell',
  'if i did not',
  'if i do not',
  'unless i',
  'if i refuse',
  'if i refused',
  'if i say no',
  'if i said no',
];

/** Sex as the price of rent, a job, papers or silence. */
function leverage(text: TriageText): boolean {
  const price = text.find(LEVERAGE);
  if (price.length === 0) return false;
  const what = [
    ...text.find(['sleep with', 'slept with', 'sleeping with', 'sex', 'have sex', 'had sex', 'touch', 'do things', 'sexual']),
    ...text.find(L.SAID_NO),
    ...text.find(EVENT),
    ...text.find(IF_NOT),
  ];
  return within(text, price, what, 20, true);
}

/** A grade or a place at school as the price: "my professor said i would fail if i did not sleep with him". */
const GRADE_PRICE = ['i would fail', 'fail me', 'fail the class', 'fail the course', 'my scholarship'];
function gradeLeverage(text: TriageText): boolean {
  const sexual = text.find([
    'sleep with',
    'slept with',
    'sleeping with',
    'have sex',
    'had sex',
    'sex with',
    'sleep with him',
    'sleep with her',
  ]);
  return within(text, live(text, GRADE_PRICE), sexual, 12, true);
}

const COERCION = [
  'scared of what',
  'afraid of what',
  'scared he would',
  'afraid he would',
  'scared she would',
  'only because',
  'or else',
  'would not let me go',
  'would not let me leave',
  'threatened',
  'was scared',
  'was afraid',
  'too scared',
  'blackmail',
  'would leave me',
  'would tell everyone',
  'would hurt me',
  'so he would stop',
  'so she would stop',
  'so they would stop',
  'to make him stop',
  'to get it over with',
  'get it over with',
  'so he would leave',
];

function coerced(text: TriageText): boolean {
  return within(text, live(text, GAVE_IN), text.find(COERCION), 14, true);
}

/** Held until the writer gave in: "he wouldn't let me out of the car until i did". */
const HELD = ['would not let me out', 'would not let me leave', 'would not let me go', 'locked the door', 'would not unlock'];
function heldUntilGaveIn(text: TriageText): boolean {
  const gaveIn = text
    .find(['until i did', 'until i gave in', 'until i said yes', 'till i did', 'until i let him', 'until i let her'])
    .filter((s) => {
      const next = text.after(s, 1)[0];
      return next === undefined || next === '.' || next === ',' || next === 'it';
    });
  return within(text, live(text, HELD), gaveIn, 14, true);
}

/** A condom taken off without asking. */
const CONDOM_OFF = [
  'taking the condom off',
  'takes the condom off',
  'keeps taking',
  'took off',
  'taken off',
  'stopped using',
  'removed',
  'pulled off',
  'slipped off',
  'take it off',
  'took it off',
  'took the condom',
  'without a condom',
];
const SECRETLY = [
  'without asking',
  'without telling',
  'did not tell',
  'did not ask',
  'secretly',
  'on purpose',
  'without me knowing',
  'i only wanted',
  'i told him',
  'i said',
  'behind my back',
  'without my',
  'never asked',
  'did not even ask',
  'lied',
];

function condomRemoved(text: TriageText): boolean {
  const off = text.find(CONDOM_OFF).filter((o) => text.find(['condom', 'one', 'it']).some((c) => text.near(o, c, 6)));
  return within(text, off, text.find(SECRETLY), 12, true) && text.has(['condom']);
}

const NON_CONSENT = [
  'not my choice',
  'did not agree',
  'did not say yes',
  'never said yes',
  'i did not want it',
  'did not want it',
  'did not want that',
  'did not want to',
  'not something i agreed to',
  'not something i wanted',
  'never agreed',
];

const EVENT = [
  'something happened',
  'something that happened',
  'what happened',
  'it happened',
  'that happened',
  'happened to me',
  'happened with',
  'happened twice',
  'happened again',
  'it has happened',
  'it is happening',
  'been going on',
  'done this to me',
  'did this to me',
  'does this to me',
  'many times',
  'keeps happening',
  'going on since',
  'things happened',
  'happened on base',
  'more than once',
];

/** "PEP after what happened friday": aftercare asked about an event left unsaid. */
const AFTERCARE = [
  'medicine against hiv',
  'hiv prevention',
  'hiv pill',
  'prevention pills',
  'prevention medicine',
  'morning after pill window',
  '=pep',
  'morning after',
  'plan b',
  'emergency contraception',
  'rape kit',
  'police',
  'report',
  'get tested',
  'get checked',
];
const CONSENSUAL = [
  'condom broke',
  'condom broken',
  'condom slipped',
  'hookup',
  'hooked up',
  'one night stand',
  'my partner and i',
  'we had sex',
  'slept with',
  'consensual',
  'cheated',
  'new partner',
];

function unsaidEvent(text: TriageText): boolean {
  if (!text.has(['i', 'me', 'my'], true)) return false;
  const events = text.find([
    'after it happen',
    'after it happened',
    'since it happened',
    'after what happened',
    'because of what happened',
    'what he did',
    'what they did',
    'the incident',
    'what happened friday',
    'what happened last',
    'what happened that',
  ]);
  return within(text, events, text.find(AFTERCARE), 12, true) && !text.has(CONSENSUAL, true);
}

function noChoiceSexual(text: TriageText): boolean {
  if (within(text, live(text, NON_CONSENT), text.find(EVENT), 12, true)) return true;
  const refusals = live(
    text,
    NON_CONSENT,
    (s) => !text.after(s, 2).some((w) => ['tell', 'test', 'tested', 'talk', 'ask', 'pay', 'wait', 'know', 'get'].includes(w)),
  );
  return within(text, refusals, text.find(L.SEX_CONTEXT), 16, true);
}

/** The no was heeded: "he stopped the second i said no", "they totally respected it". */
const HEEDED = [
  'respected it',
  'respected that',
  'respected my',
  'respected me',
  'respectful',
  'stopped the second',
  'stopped right away',
  'stopped immediately',
  'stopped straight away',
  'stopped as soon as',
  'backed off',
  'he said ok',
  'she said ok',
  'they said ok',
  'he said okay',
  'she said okay',
  'put one on',
  'put a condom on',
];

function saidNoKeptOn(text: TriageText): boolean {
  const saidNo = live(text, L.SAID_NO);
  if (saidNo.length === 0) return false;
  // Unless they went on after all: "respected it at first, then kept going".
  const wentOn = live(text, [...L.KEPT_ON, 'anyway', 'at first'], (s) => kept(text, s));
  if (text.find(HEEDED, true).some((h) => !text.negated(h) && !wentOn.some((k) => k.end > h.start))) return false;
  const someone = text.has(L.PERSON) || text.has(L.SEX_CONTEXT);
  if (
    someone &&
    within(
      text,
      saidNo,
      live(text, L.KEPT_ON, (s) => kept(text, s)),
      12,
      true,
    )
  )
    return true;
  const strong = saidNo.filter(
    (s) => !/^(i (didnt|did not|do not) want to|not ready|wasnt ready|was not ready|when i do not want|not in the mood)$/.test(s.term),
  );
  if (within(text, strong, text.find(L.PERSON), 6, true) && within(text, strong, text.find(L.SEX_CONTEXT), 16, true)) return true;
  // "But I told him to stop." said at the end of a clause, about a person.
  const final = strong.filter((s) => {
    const next = text.after(s, 1)[0];
    return (
      /stop$|no$|froze$|refuse$/.test(s.term) &&
      (next === undefined ||
        ['and', 'but', 'so', 'then', 'twice', 'again', 'three', 'many', 'over', 'several', 'more', 'out', 'like'].includes(next))
    );
  });
  return within(text, final, text.find(L.PERSON), 12, true);
}

function forced(text: TriageText): boolean {
  if (consensualPlay(text) || toldCalmly(text)) return false;
  // "forced me to get tested": forcing an errand.
  const force = live(
    text,
    L.FORCE,
    (s) =>
      !/^(me |us )?to (get|test|take|go|tell|wear|use|see|sign|pay|call)\b/.test(text.after(s, 3).join(' ')) && !anothersHistory(text, s),
  );
  if (within(text, force, [...text.find(L.SEX_CONTEXT), ...text.find(L.SAID_NO)], 10, true)) return true;
  // "a man from my work force me in his car": forcing a person, not forcing a test.
  const forcedMe = force.filter((f) => /(force|forced|forces|forcing) me$/.test(f.term) && text.after(f, 1)[0] !== 'to');
  if (within(text, forcedMe, text.find(L.PERSON), 6, true)) return true;
  // "someone forced me." said on its own.
  return force.some((f) => /me$/.test(f.term) && text.after(f, 1).length === 0 && text.has(L.PERSON));
}

const SEX_STRONG = [
  'sore down there',
  'naked',
  'underwear',
  'clothes off',
  'pants off',
  'bruising on the inside of my thighs',
  'inside of my thighs',
  'bruises on my thighs',
  'unbuttoned',
  'semen',
  'my clothes were',
];

/** Someone else did it: "she nearly passed out", "a client fainted". */
const THIRD_PERSON = [
  'client',
  'customer',
  'patient',
  'friend',
  'she',
  'he',
  'mother',
  'mom',
  'mum',
  'wife',
  'husband',
  'sister',
  'brother',
  'roommate',
];

function incapacitated(text: TriageText): boolean {
  // "I don't remember if we used a condom": a detail forgotten, not a gap someone used.
  const gaps = live(
    text,
    L.INCAPACITATED,
    (s) =>
      !['if', 'whether'].includes(text.after(s, 1)[0] ?? '') &&
      !inSentence(text, s, ['if we used', 'if he used', 'whether we used', 'if he wore', 'if we had']) &&
      !THIRD_PERSON.includes(text.before(s, 2).find((w) => w !== 'nearly' && w !== 'almost') ?? ''),
  );
  if (gaps.length === 0 || !text.has(['i', 'me', 'my'], true)) return false;
  if (within(text, gaps, text.find(SEX_STRONG), 24, true)) return true;
  // "i never said yes. i was too high to say anything": no yes given, unable to give one, someone there.
  const noYes = text.find([
    'never said yes',
    'did not say yes',
    'didnt say yes',
    'could not say no',
    'couldnt say no',
    'never agreed',
    'did not agree',
  ]);
  if (within(text, gaps, noYes, 20, true) && text.has(L.PERSON)) return true;
  const sex = text.find(L.SEX_CONTEXT);
  return within(text, gaps, sex, 14, true) && (text.has(L.PERSON) || text.has(L.PARTY));
}

/**
 * "drugged at club, woke in alley": drugged, then waking up somewhere, the writer the one drugged
 * (no one else named as the one it happened to; "a guy who drugged women" is the one who did it).
 */
const DRUGGED = ['drugged', 'roofied', 'spiked', 'drink was spiked', 'got spiked'];
function druggedThenWoke(text: TriageText): boolean {
  const drugged = live(text, DRUGGED, (s) => {
    const before = text.before(s, 2);
    // "someone spiked me" is the writer; "a guy who drugged women" is not.
    const other = before.some((w) => ['who', 'he', 'she', 'they', 'guy', 'man', 'someone'].includes(w) || THIRD_PERSON.includes(w));
    return (text.after(s, 1)[0] === 'me' || !other) && !joking(text, s);
  });
  // "my friends took me home and i woke up fine": looked after, nothing taken.
  if (text.has(['took me home', 'got me home', 'drove me home', 'stayed with me'], true)) return false;
  const woke = live(
    text,
    ['woke', 'woke up', 'waking up', 'came to', 'woken up'],
    (s) =>
      !text.before(s, 2).some((w) => THIRD_PERSON.includes(w) || w === 'they') &&
      !['fine', 'okay', 'ok'].includes(text.after(s, 1)[0] ?? ''),
  );
  return drugged.some((d) => woke.some((w) => w.start > d.start && w.start - d.end <= 12));
}

// ---- severe symptoms ------------------------------------------------------------------------

function mildNear(text: TriageText, span: Span): boolean {
  return text
    .find(L.MILD, true)
    .some((m) => m.end <= span.start && span.start - m.end <= 2 && !text.tokens.slice(m.end, span.start).includes('.'));
}

const FAINT_AS_ADJECTIVE = new Set([
  'pink',
  'red',
  'line',
  'lines',
  'patch',
  'rash',
  'smell',
  'odor',
  'odour',
  'mark',
  'marks',
  'spot',
  'spots',
  'band',
  'second',
  'positive',
  'trace',
  'shadow',
  'hint',
  'taste',
  'stain',
  'streak',
  'tint',
  'blush',
]);
function fainting(text: TriageText): boolean {
  return (
    live(text, L.FAINT, (s) => {
      if (inSentence(text, s, JOKING_EXPLICIT) || pastResolved(text, s)) return false;
      // "i nearly fainted from relief"
      const then = text.after(s, 2);
      // "a faint pink patch", "a faint line": the adjective, not a fall.
      if (text.tokens[s.start] === 'faint' && s.end === s.start + 1 && FAINT_AS_ADJECTIVE.has(then[0] ?? '')) return false;
      if (
        // ("nearly fainted" is itself a term of the lexicon)
        (['nearly', 'almost'].includes(text.before(s, 1)[0] ?? '') || ['nearly', 'almost'].includes(text.tokens[s.start] ?? '')) &&
        ['from', 'with', 'of'].includes(then[0] ?? '') &&
        ['relief', 'excitement', 'happiness', 'joy', 'laughing', 'laughter', 'surprise'].includes(then[1] ?? '')
      )
        return false;
      // "my friend blacked out at a party": someone else's night out.
      if (
        /black/.test(s.term) &&
        text.before(s, 2).some((w) => ['friend', 'she', 'he', 'they', 'sister', 'brother', 'roommate', 'partner'].includes(w))
      )
        return false;
      if (
        inSentence(text, s, [
          'see blood',
          'sight of blood',
          'sight of needles',
          'sight of a needle',
          'sight of the needle',
          'needles',
          'blood drawn',
          'blood draw',
          'when i see',
          'hungry',
          'when i am hungry',
          'from the heat',
          'finger prick',
          'the thought of',
          'makes me want to',
          'from waiting',
          'butterflies',
          'nervous',
          'line',
          'test line',
          'control line',
        ])
      )
        return false;
      // "she nearly passed out reading it", "my mother would faint": someone else, nearly.
      const lead = [...text.before(s, 4), ...text.tokens.slice(s.start, s.end)];
      if (THIRD_PERSON.includes(text.before(s, 1)[0] ?? '') && /ed$|out$/.test(text.tokens[s.end - 1] ?? '')) return false;
      if (
        lead.some((w) =>
          [
            'she',
            'he',
            'mother',
            'mom',
            'mum',
            'wife',
            'husband',
            'dad',
            'father',
            'client',
            'grandma',
            'boyfriend',
            'girlfriend',
            'partner',
            'friend',
            'roommate',
            'sister',
            'brother',
          ].includes(w),
        ) &&
        lead.some((w) => ['nearly', 'almost', 'would', 'will', 'might'].includes(w))
      )
        return false;
      if (/collaps/.test(s.term) && text.before(s, 3).some((w) => ['world', 'life', 'everything', 'marriage', 'plans'].includes(w)))
        return false;
      const before = text.before(s, 2);
      const after = text.after(s, 4).join(' ');
      if ((before.includes('almost') || before.includes('nearly')) && /^(when|at|after) (i )?(saw|read|got|opened|seeing|the)/.test(after))
        return false;
      if (inSentence(text, s, ['price', 'bill', 'cost', 'prices', 'shipping', 'receipt'])) return false;
      // "felt faint afterwards, had juice and was fine": over, and said so.
      if (text.has(FINE_AGAIN, true)) return false;
      return !inSentence(text, s, ['goat', 'goats']);
    }).length > 0
  );
}

const STRONG_HEAVY = new Set([
  'soaking',
  'soaked',
  'soak',
  'through a pad',
  'pad an hour',
  'pad every hour',
  'every hour',
  'an hour',
  'gushing',
  'pouring',
  'golf ball',
  'wont stop',
  'will not stop',
  'cant stop',
  'can not stop',
  'not stopping',
  'through my clothes',
  'through my jeans',
  'through my pants',
  'through the sheets',
  'huge',
  'massive',
  'like crazy',
  'out of control',
  'hemorrhaging',
  'uncontrollable',
  'puddle',
  'running down',
  'dripping',
  'passing clots',
]);

const MONEY = [
  'how much blood',
  'blood is needed',
  'blood needed',
  'speaking of blood',
  'money',
  'bank',
  'account',
  'wallet',
  'cash',
  'budget',
  'savings',
  'paycheck',
  'ink',
  'colors',
  'dye',
  'nose',
  'sight of blood',
  'see blood',
  'seeing blood',
  'blood draw',
  'finger prick',
  'gums',
];

const NOT_STOPPING = [
  'will not stop',
  'wont stop',
  'can not stop',
  'not stopping',
  'through every',
  'still bleeding',
  'hours ago',
  'hrs ago',
];
/** A bleed told as over: "the heavy bleeding was after my miscarriage in march, that is all done now, i am healed". */
const EPISODE_OVER = [
  'all resolved',
  'all healed',
  'i am healed',
  'all done now',
  'that is all done',
  'all cleared up',
  'fully recovered',
  'all fine now',
];
const STILL_BLEEDING = [
  'still',
  'again',
  'right now',
  'since',
  'started',
  'keeps',
  'am bleeding',
  'is bleeding',
  'soaking',
  'soaked',
  'tonight',
  'today',
];
const episodeOver = (text: TriageText) => live(text, EPISODE_OVER).length > 0 && !text.has(STILL_BLEEDING);

/** A bleed the writer puts down to a finger prick in the same breath: "the bleeding won't stop!! the finger prick i mean lol". */
const MINOR_SOURCE = [...LANCET, 'the prick', 'paper cut', 'squeezed too hard', 'shaving nick'];
const minorBleedMeant = (text: TriageText) => within(text, text.find(MINOR_SOURCE, true), text.find(['i mean', 'i meant'], true), 4);

function heavyBleeding(text: TriageText): boolean {
  if (episodeOver(text) || minorBleedMeant(text) || sampleBlood(text)) return false;
  // Blood that spurts is an artery: "the lancet went too deep and it is spurting".
  if (
    live(text, ['spurting', 'spurts', 'squirting blood']).length > 0 &&
    text.has(['blood', 'bleeding', 'cut', 'wound', 'lancet', 'finger', 'vein', 'artery'])
  )
    return true;
  // "changing pads every 3 hours" is not every hour.
  const everyFewHours = (s: Span) => text.tokens.slice(s.start, s.end + 1).some((w) => /^\d+$/.test(w) && Number(w) >= 2);
  if (live(text, L.PADS, (s) => !inSentence(text, s, MONEY) && !everyFewHours(s)).length > 0) return true;
  const bleeds = live(text, L.BLEED, (s) => {
    const next = text.after(s, 1)[0];
    if (s.term === 'blood' && next !== undefined && L.BLOOD_OTHER_NEXT.has(next)) return false;
    // "fake blood", "stage blood": a prop.
    if (['fake', 'stage', 'movie', 'prop'].includes(text.before(s, 1)[0] ?? '')) return false;
    // A prick's blood is no bleed, unless it will not stop: "the finger prick is still bleeding through every bandage".
    return !mildNear(text, s) && (!inSentence(text, s, MONEY) || inSentence(text, s, NOT_STOPPING));
  });
  const heavy = live(text, L.HEAVY, (s) => !mildNear(text, s) && !everyFewHours(s));
  return (
    bleeds.some((b) => {
      const pool = b.term === 'period' ? heavy.filter((h) => STRONG_HEAVY.has(h.term)) : heavy;
      return pool.some((h) => text.near(b, h, 6));
    }) ||
    within(
      text,
      bleeds.filter((b) => /bleed|hemorrhag/.test(b.term)),
      live(text, L.DIZZY, (s) => !mildNear(text, s)),
      24,
      true,
    )
  );
}

function highFever(text: TriageText): boolean {
  const fevers = live(text, L.FEVER, (s) => !mildNear(text, s));
  if (fevers.length === 0) return false;
  if (
    within(
      text,
      fevers,
      live(text, L.HIGH, (s) => !mildNear(text, s)),
      4,
    )
  )
    return true;
  const pains = live(text, L.PAIN, (s) => !mildNear(text, s));
  const severePain = within(text, pains, live(text, [...L.SEVERE, ...L.STRONG]), 6) || within(text, pains, text.find(L.BODY_AREA), 6);
  if (severePain && within(text, fevers, pains, 14, true)) return true;
  return within(text, fevers, live(text, [...L.OTHER_EMERGENCY, ...L.FEVER_COMPANIONS]), 16, true);
}

const PHYSICAL_SEVERE = [
  '12 out of 10',
  '15 out of 10',
  '20 out of 10',
  '100 out of 10',
  'barely walk',
  'barely stand',
  'can not stand up straight',
  'bent over',
  'cant walk',
  'can not walk',
  'cant stand',
  'can not stand',
  'cant move',
  'can not move',
  'doubled over',
  'double over',
  'on the floor',
  'curled up',
  'vomiting',
  'throwing up',
  'screaming',
  'scream',
  '10 out of 10',
  '9 out of 10',
  '11 out of 10',
  'excruciating',
  'unbearable',
  'agony',
  'agonizing',
  'cant get up',
  'can not get up',
  'worst',
];

/** "i'm dreading it so much my stomach hurts": a pain of dread, unless the sentence calls it severe. */
const DREAD = ['dreading', 'dread', 'so nervous', 'nervous about'];
const dreadPain = (text: TriageText, s: Span) => inSentence(text, s, DREAD) && !inSentence(text, s, L.SEVERE);
function severePain(text: TriageText): boolean {
  const pains = live(
    text,
    L.PAIN,
    (s) => !mildNear(text, s) && !inSentence(text, s, EMOTIONAL) && !inSentence(text, s, JOKING_EXPLICIT) && !dreadPain(text, s),
  );
  if (pains.length === 0) return false;
  const severe = live(text, L.SEVERE, (s) => !mildNear(text, s));
  const strong = live(text, L.STRONG, (s) => !mildNear(text, s));
  const body = text.find(L.BODY_AREA);
  const physical = live(text, PHYSICAL_SEVERE);
  if (within(text, pains, severe, 6) && (within(text, pains, body, 10) || within(text, pains, physical, 10, true))) return true;
  if (within(text, pains, strong, 5) && within(text, pains, body, 8)) return true;
  return within(text, pains, physical, 10);
}

/** "the swab nearly gave me a heart attack". */
function hyperbole(text: TriageText, span: Span): boolean {
  const before = [...text.before(span, 4)].reverse().join(' ');
  if (span.term === 'heart attack' && ['level', 'levels', 'inducing', 'worthy'].includes(text.after(span, 1)[0] ?? '')) return true;
  if (span.term === 'heart attack' && inSentence(text, span, ['anxiety', 'stress', 'stressed', 'nervous', 'scared', 'panic'])) return true;
  return (
    span.term === 'heart attack' &&
    /(gave me|give me|giving me|nearly had|almost had|about had|nearly|almost|would have|will have|going to have|gonna have|would get|will get)( a)?$/.test(
      before,
    )
  );
}

/** "the worst feeling i've ever had": the worst thing named is a feeling, not a pain. */
const FEELING_NAMED = new Set([
  'feeling',
  'feelings',
  'fear',
  'day',
  'week',
  'wait',
  'news',
  'moment',
  'experience',
  'anxiety',
  'panic',
  'dread',
  'nerves',
  'breakup',
  'conversation',
  'date',
]);
function worstFeeling(text: TriageText, span: Span): boolean {
  if (!span.term.startsWith('worst')) return false;
  // Only the word the phrase skipped: "the worst headache i have ever had feeling dizzy" stays a headache.
  return text.tokens.slice(span.start, span.end).some((w) => FEELING_NAMED.has(w));
}

/** Said after a symptom: it passed. */
const FINE_AGAIN = [
  'was fine',
  'i was fine',
  'fine now',
  'is fine now',
  'she is fine',
  'he is fine',
  'felt fine after',
  'all good now',
  'better now',
  'gone now',
  'it passed',
  'passed quickly',
];

function breathing(text: TriageText): boolean {
  if (
    live(
      text,
      [...L.BREATHING, ...L.OTHER_EMERGENCY],
      (s) =>
        !inSentence(text, s, JOKING_EXPLICIT) &&
        !pastResolved(text, s) &&
        !text.has(FINE_AGAIN, true) &&
        !(joking(text, s) && s.term === 'heart attack') &&
        !hyperbole(text, s) &&
        !worstFeeling(text, s),
    ).length > 0
  )
    return true;
  return within(
    text,
    live(text, L.AIRWAY),
    live(text, L.SWELLING, (s) => !mildNear(text, s)),
    4,
  );
}

/** "can you really bleed to death from a ruptured ectopic?": a fact asked about, the writer nowhere in the sentence. */
const FACT_QUESTION = [
  'can you',
  'can someone',
  'can a',
  'can people',
  'can women',
  'is it possible',
  'do people',
  'how do people',
  'does it',
];
function factAsked(text: TriageText, span: Span): boolean {
  const { from, to } = sentenceOf(text, span);
  const sentence = text.tokens.slice(from, to).filter((w) => !isMarker(w));
  return !sentence.some((w) => FIRST_PERSON.has(w)) && FACT_QUESTION.some((q) => sentence.slice(0, 4).join(' ').includes(q));
}

function ectopicSigns(text: TriageText): boolean {
  const pregnant = live(text, L.PREGNANT);
  if (pregnant.length === 0) return false;
  const pains = live(text, L.PAIN, (s) => !mildNear(text, s));
  const oneSided = text.find(L.ONE_SIDED);
  const dizzy = live(text, [...L.DIZZY, ...L.FAINT]);
  return within(text, pains, oneSided, 6, true) && (dizzy.length > 0 || within(text, pregnant, pains, 28, true));
}

/** Blotchy, mottled or blue skin or lips: shock or sepsis. */
function shockSkin(text: TriageText): boolean {
  return within(text, live(text, L.SHOCK_COLOUR), text.find(L.SHOCK_PLACE), 5);
}

/** Pain with cold sweats: shock. */
function painWithColdSweat(text: TriageText): boolean {
  const cold = live(text, ['cold', 'freezing', 'ice cold']);
  return (
    within(text, cold, text.find(['sweating', 'sweaty', 'clammy', 'sweats']), 4, true) &&
    within(
      text,
      cold,
      live(text, L.PAIN, (s) => !mildNear(text, s)),
      14,
      true,
    )
  );
}

/** An erection for hours (priapism). */
function priapism(text: TriageText): boolean {
  return within(
    text,
    live(text, [
      'erection',
      'hard on',
      'boner',
      ...(text.has(['penis', 'dick', 'cock']) ? ['been hard', 'hard and swollen', 'still hard'] : []),
    ]),
    text.find(['hours', 'will not go away', 'will not go down', 'still hard', 'for hours', 'since this morning', 'since last night']),
    10,
    true,
  );
}

/** Pregnant and bleeding with pain: miscarriage or ectopic, needs care now. */
function pregnantBleeding(text: TriageText): boolean {
  const pregnant = live(text, [...L.PREGNANT, 'weeks pregnant']);
  const bleeds = live(text, L.BLEED, (s) => !mildNear(text, s) && s.term !== 'period');
  const pains = live(text, L.PAIN, (s) => !mildNear(text, s));
  if (pregnant.length > 0 && bleeds.length > 0 && pains.length > 0 && within(text, bleeds, pains, 10, true)) return true;
  // Bleeding from 20 weeks on is an emergency by itself: "30 weeks pregnant, bleeding bright red".
  const weeks = text.tokens.some(
    (w, i) =>
      /^\d+$/.test(w) &&
      Number(w) >= 20 &&
      Number(w) <= 42 &&
      text.tokens[i + 1] === 'weeks' &&
      /^pregnant|^along/.test(text.tokens[i + 2] ?? ''),
  );
  return weeks && bleeds.some((b) => /bleed|blood/.test(b.term));
}

function dizzyWithPain(text: TriageText): boolean {
  const dizzy = live(text, L.DIZZY, (s) => !mildNear(text, s));
  const pains = live(text, L.PAIN, (s) => !mildNear(text, s) && !inSentence(text, s, EMOTIONAL));
  return within(text, dizzy, pains, 10, true) && within(text, pains, [...live(text, L.SEVERE), ...live(text, L.STRONG)], 6);
}

/**
 * Wanting an ending with nothing ended: "i just want it to end.", "ready to go", "i want out".
 * The object is left unsaid, so it is the writer's life; a symptom or a relationship in the
 * sentence says otherwise.
 */
const ENDING_VERB = [
  'end',
  'be over',
  'stop',
  'be done',
  'go',
  'leave',
  'quit',
  'disappear',
  'vanish',
  'give up',
  'sleep',
  'rest',
  'be gone',
  'be free',
  'let go',
  'check out',
  'go away',
  'not be',
  'not exist',
];
const OWN_WANT = [
  'i want to',
  'i want it to',
  'i want everything to',
  'i just want to',
  'i just want it to',
  'i wish i could',
  'i am ready to',
  'ready to',
  'i need it to',
  'i need to',
  'let me',
  'time for me to',
  'time to',
];

function unsaidEnding(text: TriageText): boolean {
  return text.find(ENDING_VERB).some((v) => {
    if (text.after(v, 1).length > 0 || text.tokens[v.end] === ',') return false;
    // "do i need to stop (the patch)?": a question about stopping something.
    if (
      !text
        .find(OWN_WANT)
        .some(
          (w) => w.end <= v.start && v.start - w.end <= 2 && !['do', 'should', 'can', 'must', 'when'].includes(text.before(w, 1)[0] ?? ''),
        )
    )
      return false;
    if (text.negated(v) || joking(text, v)) return false;
    return (
      !inSentence(text, v, [
        ...ITCH,
        'pain',
        'itching',
        'burning',
        'discharge',
        'waiting',
        'symptoms',
        'infection',
        'bleeding',
        'relationship',
        'him',
        'her',
        'them',
        'home',
        'bed',
        'work',
        'clinic',
        'doctor',
        'store',
        'pharmacy',
        'test',
        'the',
        'this',
        'that',
        'these',
      ]) || /end|over|done|gone|disappear|vanish|not be|not exist/.test(v.term)
    );
  });
}

/** "Hypothetically… it's me": a story or a friend that turns out to be the writer. */
const REVEAL = [
  'it is me',
  'its me',
  'the friend is me',
  'the guy is me',
  'the person is me',
  'i am the person',
  'that person is me',
  'i am the friend',
  'i am the someone',
  'asking for me',
  'it is what i am going to do',
  'what i am going to do',
  'before i do something',
  'before i do anything',
  'the someone is me',
  'obviously me',
];
const ABOUT_DYING = [
  'own life',
  'not want to go on',
  'go on',
  'ends it',
  'end it',
  'peaceful way',
  'way to just stop',
  'leaving early',
  'sleeping pills',
  'euthanasia',
  'unforgivable',
  'kill',
  'die',
  'suicide',
];
const ABOUT_HARMING = [
  'burns themselves',
  'hurts themselves',
  'cuts themselves',
  'burn themselves',
  'cut themselves',
  'hurt themselves',
  'self harm',
];

function revealedSelf(text: TriageText): TriageKindOrNull {
  if (!text.has(REVEAL, true)) return null;
  if (text.has(ABOUT_HARMING)) return 'self-harm';
  return text.has([...ABOUT_DYING, ...L.DEATH]) ? 'crisis' : null;
}

type TriageKindOrNull = TriageKind | null;

/** A bridge, a roof, a garage: going there, sitting there, going back. */
const PLACE_VISIT = [
  'drove to',
  'sat there',
  'going back',
  'went to',
  'sitting in',
  'stood on',
  'went up to',
  'walked to',
  'been going to',
  'keep going to',
  'keep driving to',
];

function visitingThePlace(text: TriageText): boolean {
  return within(
    text,
    live(text, STRONG_METHOD, (s) => !firearmInUse(text, s)),
    text.find(PLACE_VISIT),
    20,
    true,
  );
}

/** "thinking of joining him" after a death in the family. */
function joiningTheDead(text: TriageText): boolean {
  const join = live(text, [
    'joining them',
    'join them',
    'joining him',
    'join him',
    'joining her',
    'join her',
    'be with him again',
    'be with her again',
    'see him again',
    'see her again',
    'go to him',
    'go to her',
  ]);
  return within(
    text,
    join,
    text.find([
      'late husband',
      'late wife',
      'passed away',
      'died',
      'passed',
      'lost my',
      'his death',
      'her death',
      'widow',
      'widower',
      'widowed',
      'babies',
      'baby',
      'miscarriage',
    ]),
    40,
    true,
  );
}

/** "thinking about doing the same", after someone's suicide was named. */
const SOMEONES_SUICIDE = [
  'killed himself',
  'killed herself',
  'killed themselves',
  'took his own life',
  'took her own life',
  'took their own life',
  'suicide',
  'hanged himself',
  'hanged herself',
  'overdosed',
];
const THE_SAME = [
  'doing the same',
  'do the same',
  'the same thing',
  'same way',
  'follow him',
  'follow her',
  'join him',
  'join her',
  'same as him',
  'same as her',
  'like he did',
  'like she did',
];

function followingSomeone(text: TriageText): boolean {
  return within(text, text.find(SOMEONES_SUICIDE), live(text, THE_SAME), 40, true) && text.has(['i', 'me', 'my'], true);
}

/** A testicle that hurts with a sudden start, vomiting or swelling: possible torsion. */
function torsionSigns(text: TriageText): boolean {
  const testicle = text.find(['testicle', 'testicles', 'testicular', '=balls', '=ball', 'scrotum', 'nut', 'nuts']);
  const alarm = live(text, [
    'sudden',
    'suddenly',
    'out of nowhere',
    'throwing up',
    'vomiting',
    'threw up',
    'swollen',
    'swelling',
    'higher than',
    'twisted',
    'sideways',
  ]);
  return within(text, testicle, live(text, L.PAIN), 12, true) && within(text, testicle, alarm, 30, true);
}

/** "i'm 15 and he's 24": an adult with a minor. */
function minorWithAdult(text: TriageText): boolean {
  const ageAfter = (phrase: string[]) =>
    text
      .find([phrase.join(' ')], true)
      .map((s) => Number(text.tokens[s.end]))
      .filter((n) => Number.isFinite(n));
  const mine = [...ageAfter(['i', 'am']), ...ageAfter(['i', 'was'])];
  const theirs = [...ageAfter(['he', 'is']), ...ageAfter(['she', 'is']), ...ageAfter(['he', 'was']), ...ageAfter(['hes'])];
  return mine.some((a) => a >= 10 && a < 18) && theirs.some((b) => b >= 18 && b < 100);
}

/** A child says their age, with a secret or an adult in charge. */
function childWithSecret(text: TriageText): boolean {
  const ages = text
    .find(['i am'], true)
    .map((s) => Number(text.tokens[s.end]))
    .filter((n) => Number.isFinite(n) && n >= 8 && n < 18);
  if (ages.length === 0) return false;
  return text.has(
    [
      'should not tell anyone',
      'do not tell anyone',
      'not tell anyone',
      'our secret',
      'coach',
      'teacher',
      'uncle',
      'stepdad',
      'step dad',
      'pastor',
      'priest',
      'cousin',
      'tutor',
      'babysitter',
      'it hurts after',
      'mums boyfriend',
      'moms boyfriend',
      'comes into my room',
      'into my room at night',
    ],
    true,
  );
}

/** Someone coming into the writer's room, with the night, fear or a pregnancy around it. */
function cameIntoMyRoom(text: TriageText): boolean {
  const came = text.find([
    'came into my room',
    'comes into my room',
    'came in my room',
    'comes in my room',
    'came in the bedroom',
    'came into the bedroom',
    'comes to my room',
  ]);
  return within(
    text,
    came,
    text.find([
      'at night',
      'nights ago',
      'last night',
      'pregnancy',
      'pregnant',
      'afraid',
      'scared',
      'passport',
      'what to do',
      'what i do',
      'when my husband',
      'when my boyfriend',
      'left for work',
    ]),
    40,
    true,
  );
}

/** "took like 20 of my sertraline": many pills at once. */
function tookMany(text: TriageText): boolean {
  return text.find(['took', 'swallowed', 'taken', 'ate']).some((t) => {
    const next = text.after(t, 3);
    return next.some(
      (w, i) => /^\d+$/.test(w) && Number(w) >= 8 && (next[i + 1] === 'of' || next[i + 1] === 'pills' || next[i + 1] === 'tablets'),
    );
  });
}

/** Many pads or tampons since a recent hour: "6 overnight pads since noon". */
function padCount(text: TriageText): boolean {
  return text.find(['pads', 'pad', 'tampons', 'tampon', 'towels']).some((p) => {
    // "a pad every 20 min", "soaking a pad every hour".
    const next = text.after(p, 4);
    const every = next.indexOf('every');
    if (every >= 0) {
      const rest = next.slice(every + 1);
      const n = Number(rest[0]);
      if (['hour', 'half'].includes(rest[0] ?? '') || (n > 0 && n <= 60 && /^min/.test(rest[1] ?? ''))) return true;
    }
    const before = text.before(p, 3);
    const n = before.map((w) => Number(w.replace(/(st|nd|rd|th)$/, ''))).find((x) => Number.isFinite(x));
    return n !== undefined && n >= 5 && text.has(['since', 'today', 'hours', 'this morning', 'tonight', 'last night'], true);
  });
}

/** After an abortion, a miscarriage or surgery: fever or heavy bleeding. */
function afterProcedure(text: TriageText): boolean {
  const procedure = live(text, [
    'abortion',
    'miscarriage',
    'miscarried',
    'post op',
    'after surgery',
    'procedure',
    'd and c',
    'gave birth',
    'c section',
    'delivery',
  ]);
  return within(
    text,
    procedure,
    live(text, [...L.FEVER, 'heart 1', 'blood pressure', 'pulse'], (s) => !mildNear(text, s)),
    30,
    true,
  );
}

/** Pregnant, with a fever, waters breaking or a baby not moving. */
function pregnancyWarning(text: TriageText): boolean {
  const pregnant = live(text, [...L.PREGNANT, 'weeks pregnant']);
  const warning = live(
    text,
    [
      ...L.FEVER,
      'gush of fluid',
      'water broke',
      'waters broke',
      'leaking fluid',
      'baby is not moving',
      'baby not moving',
      'not moving as much',
    ],
    (s) => !mildNear(text, s),
  );
  return within(text, pregnant, warning, 20, true);
}

/** Thinking about a gun, a rope, a bridge. */
function dwellingOnMeans(text: TriageText): boolean {
  return within(
    text,
    live(text, [
      'thinking about',
      'thinking of',
      'keep thinking',
      'keep picturing',
      'picturing',
      'been thinking',
      'staring at',
      'looking at',
    ]),
    live(text, STRONG_METHOD),
    5,
    true,
  );
}

/** Looking up how many, how much, which way. */
function researching(text: TriageText): boolean {
  const research = live(
    text,
    [
      'looking up',
      'looked up',
      'googling',
      'googled',
      'researching',
      'searching',
      'searched',
      'doing the math',
      'doing the maths',
      'done the maths',
    ],
    (s) => !['treatment', 'treatments', 'symptoms', 'prices', 'clinics', 'side', 'cures', 'reviews'].includes(text.after(s, 1)[0] ?? ''),
  );
  const what = [
    ...live(text, L.METHOD, (s) => !inSentence(text, s, MED_QUESTION)),
    ...text.find(['how many', 'how much', 'ways out', 'ways to', 'it would take']),
  ];
  return within(text, research, what, 10, true) && !text.has(MED_QUESTION, true);
}

/**
 * "where do people get a gun fast. asking for me": a gun sought in haste, or sought for the writer
 * ("for me", "for myself"), with no licence, range, hunt or shop job in view.
 */
const GUN = ['gun', 'a gun', 'handgun', 'pistol', 'firearm', 'revolver', 'shotgun'];
const HASTE = [
  'fast',
  'quickly',
  'quick',
  'asap',
  'today',
  'tonight',
  'right now',
  'without a background check',
  'no questions asked',
  'no waiting',
  'same day',
];
const GUN_ERRAND = [
  'licence',
  'license',
  'permit',
  'range',
  'hunting',
  'hunt',
  'season',
  'safe',
  'safety course',
  'class',
  'collection',
  'game',
  'games',
  'airsoft',
  'nerf',
  'paintball',
  'water gun',
  'glue gun',
  'heat gun',
  'nail gun',
];
function gunInHaste(text: TriageText): boolean {
  const get = text.find(['get a', 'buy a', 'get', 'buy', 'find a', 'get hold of', 'get my hands on']);
  const gun = live(text, GUN, (s) => within(text, [s], get, 3));
  if (gun.length === 0 || text.has(GUN_ERRAND, true)) return false;
  const asked = text.has(['where', 'how', 'who'], true);
  const forMe = text.has(['asking for me', 'asking for myself', 'for myself', 'it is for me', 'its for me'], true);
  return asked && (within(text, gun, text.find(HASTE, true), 6) || forMe);
}

/**
 * "I told myself I would wait for the results before I go through with it": an act held back only
 * until a result, never named (a named act — the test, an abortion, a breakup — is no crisis).
 */
const WAITED_FOR = ['results', 'result', 'wait', 'waiting', 'after this', 'come back'];
const NAMED_ACT = [
  'abortion',
  'surgery',
  'procedure',
  'appointment',
  'operation',
  'wedding',
  'break up',
  'breakup',
  'divorce',
  'move',
  'moving',
  'tell',
  'telling',
  'test',
  'vasectomy',
  'treatment',
  'date',
  'plan b',
  'the pill',
  'termination',
  'tattoo',
  'piercing',
  'trip',
  'proposal',
  'contract',
];
function throughWithIt(text: TriageText): boolean {
  const act = live(text, ['go through with it', 'going through with it', 'do it', 'end it'], (s) => {
    const before = text.before(s, 3);
    return ['before', 'then', 'finally'].some((w) => before.includes(w)) && before.includes('i');
  });
  return act.length > 0 && within(text, act, text.find(WAITED_FOR, true), 12, true) && !text.has(NAMED_ACT, true);
}

/** "tell my duo i'm sorry" at the end: a goodbye. */
function sorryGoodbye(text: TriageText): boolean {
  const sorry = text
    .find(['i am sorry', 'i love them', 'i love her', 'i love him', 'i love you'])
    .filter((s) => text.after(s, 1).length === 0);
  return within(text, text.find(['tell my', 'tell them', 'tell everyone', 'tell him', 'tell her']), sorry, 4);
}

// ---- added from round 8 (dev): amounts, relief, a death taken for granted, others at risk --

/** Asking how much of something would be lethal: "what dose of insulin would be fatal". */
const AMOUNT_ASKED = [
  'how many',
  'how much',
  'what dose',
  'which dose',
  'what amount',
  'what quantity',
  'which pills',
  'which painkillers',
  'what pills',
  'which meds',
  'what meds',
  'most dangerous',
];
const LETHAL = [
  'fatal',
  'lethal',
  'deadly',
  'in large amounts',
  'large amounts',
  'a large amount',
  'would it take',
  'it would take',
  'kill a person',
  'kill someone',
  'kill me',
  'to die',
  'to not wake up',
  'never wake up',
];
/** "Is syphilis fatal", "how many people die of HIV": a disease, not a means. */
const DISEASE_WORDS = [
  'untreated',
  'disease',
  'diseases',
  'infection',
  'infections',
  '=sti',
  '=std',
  '=stis',
  '=stds',
  '=hiv',
  'aids',
  'syphilis',
  'hepatitis',
  'people',
  'cancer',
  'virus',
  'allergic',
  'allergy',
  'test',
  'tests',
  'kit',
  'kits',
  'days',
  'weeks',
  'results',
];

function lethalAmount(text: TriageText): boolean {
  const asked = live(text, AMOUNT_ASKED);
  const lethal = live(text, LETHAL, (s) => !inSentence(text, s, DISEASE_WORDS) && !joking(text, s));
  if (!within(text, asked, lethal, 10)) return false;
  // "how many tests would it take": a plain question.
  return (
    !text.has(['test', 'tests', 'kits', 'swabs', 'samples', 'tries', 'attempts at'], true) ||
    text.has(['of my', 'for real', 'asking for real', 'i have a reason', 'serious'], true)
  );
}

/** Death spoken of as a relief: "death seems like a relief honestly". */
const RELIEF = [
  'relief',
  'a relief',
  'peaceful',
  'peace',
  'easier',
  'simpler',
  'freedom',
  'a blessing',
  'welcome',
  'sounds nice',
  'sounds good',
  'sounds better',
  'appealing',
  'better than this',
  'the answer',
  'the only way',
];
function deathAsRelief(text: TriageText): boolean {
  const deaths = live(
    text,
    ['death', 'dying', 'being dead', 'not waking up', 'not existing', 'to die'],
    (s) => deathSense(text, s) && !joking(text, s) && text.after(s, 1)[0] !== 'of',
  );
  return deaths.some((d) =>
    live(text, RELIEF).some((r) => r.start >= d.end && r.start - d.end <= 5 && !text.tokens.slice(d.end, r.start).includes('.')),
  );
}

/** Speaking past one's own death: "after i'm dead i mean", "if i'm gone by the time the results come". */
const PAST_MY_DEATH = [
  'after i am dead',
  'once i am dead',
  'when i am dead',
  'if i am dead by',
  'if i am gone by',
  'after i am gone',
  'after my death',
  'after i die',
  'once i die',
  'if i die tonight',
  'by the time i am gone',
  'when they find me',
  'when they find my body',
  'find my body',
];
function pastMyDeath(text: TriageText): boolean {
  return (
    live(
      text,
      PAST_MY_DEATH,
      (s) =>
        !joking(text, s) &&
        !inSentence(text, s, [
          ...L.DIE_OF_FEELINGS,
          ...FIGURE_CONTEXT,
          'old',
          'years',
          'someday',
          'one day',
          'will',
          'inheritance',
          'organ donor',
        ]),
    ).length > 0
  );
}

/** Someone else about to take their life: "she said she's going to kill herself and hung up". */
const OTHER_SUICIDE = [
  'kill herself',
  'kill himself',
  'kill themselves',
  'killing herself',
  'killing himself',
  'killing themselves',
  'end her life',
  'end his life',
  'end their life',
  'take her own life',
  'take his own life',
  'take their own life',
  'hurt herself',
  'hurt himself',
  'hurting herself',
  'hurting himself',
  'suicidal',
];
function someoneElseAtRisk(text: TriageText): boolean {
  const said = live(
    text,
    OTHER_SUICIDE,
    (s) =>
      !joking(text, s) &&
      !inSentence(text, s, ['laughing', 'movie', 'show', 'book', 'series', 'character', 'song', 'years ago', 'last year', 'history']),
  );
  const person = text.find([
    'she',
    'he',
    'they',
    'my friend',
    'my girlfriend',
    'my boyfriend',
    'my partner',
    'my sister',
    'my brother',
    'my wife',
    'my husband',
    'my roommate',
    'my son',
    'my daughter',
    'my mom',
    'my dad',
  ]);
  return (
    within(text, said, person, 8) &&
    text.has(
      [
        'going to',
        'gonna',
        'about to',
        'threatening',
        'threatened',
        'said',
        'says',
        'texted',
        'told me',
        'wants to',
        'tried to',
        'is going to',
        'will',
      ],
      true,
    )
  );
}

/** A handful, a whole bottle, all my pills: swallowed. */
function swallowedMany(text: TriageText): boolean {
  const took = live(text, ['took', 'swallowed', 'taken', 'have taken', 'just took', 'already took', 'downed', 'ate']);
  const many = text.find([
    'handful',
    'a handful',
    'whole bottle',
    'the whole bottle',
    'entire bottle',
    'whole packet',
    'whole pack',
    'whole strip',
    'a whole strip',
    'whole box',
    'whole blister',
    'all my pills',
    'all of my pills',
    'all of them',
    'all my meds',
    'the rest of my',
    'a bunch of my',
    'way too many',
    'too many of',
  ]);
  return (
    took.some((t) => many.some((m) => m.start >= t.end && m.start - t.end <= 3)) &&
    !text.has(
      MED_QUESTION.filter((w) => !['dose', 'dosage', 'prescription', 'prescribed'].includes(w)),
      true,
    )
  );
}

/** A day chosen: "i've decided on sunday", "saturday is the day". */
const DAYS = [
  'on monday',
  'on tuesday',
  'on wednesday',
  'on thursday',
  'on friday',
  'on saturday',
  'on sunday',
  'this monday',
  'this tuesday',
  'this wednesday',
  'this thursday',
  'this friday',
  'this saturday',
  'this sunday',
  'next week',
  'after the holidays',
  'after christmas',
  'on my birthday',
  'after my shift',
  'after work',
  '=monday',
  '=tuesday',
  '=wednesday',
  '=thursday',
  '=friday',
  '=saturday',
  '=sunday',
];
/** "the plan is sunday for the swab": a plan for the kit. */
const KIT_ERRANDS = ['swab', 'test', 'sample', 'kit', 'order', 'delivery', 'courier', 'appointment', 'clinic'];
function decidedDay(text: TriageText): boolean {
  const decided = live(text, [
    'i have decided',
    'i decided',
    'decided on',
    'made up my mind',
    'picked',
    'chose',
    'chosen',
    'it will be',
    'is the day',
    'doing it',
    'do it',
    'my plan is',
    'the plan is',
  ]).filter((d) => !(d.term.endsWith('plan is') && inSentence(text, d, KIT_ERRANDS)));
  const day = text.find(DAYS);
  const alone = text.has(
    [
      'roommate is away',
      // "my roommate's away": the apostrophe dropped.
      'roommates away',
      'roommate away',
      'nobody home',
      'no one home',
      'no one is home',
      'everyone is away',
      'alone',
      'when they are gone',
      'when he is away',
      'when she is away',
    ],
    true,
  );
  return within(text, decided, day, 6, true) && alone;
}

/** Thinking of jumping, at a place to jump from. */
const JUMP = [
  'jumping',
  'jump',
  'throwing myself',
  'throw myself',
  'stepping off',
  'step off',
  'stepping in front',
  'step in front',
  'leaning over',
  'falling',
];
const JUMP_PLACE = [
  'platform',
  'train',
  'tracks',
  'bridge',
  'roof',
  'balcony',
  'ledge',
  'window',
  'cliff',
  'overpass',
  'building',
  'tower',
  'subway',
  'metro',
  'parking garage',
  'car park',
  'railing',
];
function thinkingOfJumping(text: TriageText): boolean {
  const jumps = live(
    text,
    JUMP,
    (s) =>
      !methodIdiom(text, s) &&
      !inSentence(text, s, [
        'trampoline',
        'rope',
        'jumping jacks',
        'puddle',
        'conclusions',
        'queue',
        'line',
        'bed',
        'pool',
        'lake',
        'parachute',
      ]),
  );
  const thinking = live(text, [
    'think about',
    'thinking about',
    'thought about',
    'keep thinking',
    'urge',
    'tempted',
    'want',
    'picture',
    'picturing',
    'imagine',
    'imagining',
    'pull to',
    'how easy',
    'how easy it would be',
  ]);
  return within(text, thinking, jumps, 4) && within(text, jumps, text.find(JUMP_PLACE), 10, true);
}

/** "thinking about the pills in my nightstand": dwelling on a means kept close. */
const KEPT_CLOSE = [
  'in my nightstand',
  'in the nightstand',
  'in my cabinet',
  'in the cabinet',
  'medicine cabinet',
  'in my drawer',
  'in the drawer',
  'in my bag',
  'under my bed',
  'in my car',
  'in the glovebox',
  'in my room',
  'on my desk',
  'beside me',
  'next to me',
  'in front of me',
];
function dwellingOnMeansKept(text: TriageText): boolean {
  const methods = live(text, L.METHOD, (s) => !methodIdiom(text, s) && !inSentence(text, s, MED_QUESTION));
  return (
    within(
      text,
      methods,
      live(text, ['thinking about', 'thinking of', 'keep thinking', 'cant stop thinking', 'staring at', 'looking at', 'counting']),
      4,
    ) && within(text, methods, text.find(KEPT_CLOSE), 6)
  );
}

// ---- added from round 8 (dev): self-harm told through punishment, hiding, tools used -------

/** Harm as deserved punishment: "pouring dettol on myself because it stings and i feel i've earned it". */
const DESERVED = [
  'i deserve it',
  'i earned it',
  'i have earned it',
  'deserve the pain',
  'deserve to hurt',
  'i deserve this',
  'to punish myself',
  'as punishment',
  'as a punishment',
  'punishing myself',
  'i deserve to feel it',
  'i should hurt',
  'because it stings',
  'because it hurts',
  'i want it to hurt',
  'want it to hurt',
];
const HARM_ACTION = [
  'pouring',
  'poured',
  'pour',
  'burn',
  'burning',
  'burned',
  'sticking',
  'stick',
  'stuck',
  'needles',
  'needle',
  'scratch',
  'scratching',
  'scrub',
  'scrubbing',
  'hit',
  'hitting',
  'bang',
  'banging',
  'carve',
  'carving',
  'cut',
  'cutting',
  'pins',
  'bleach',
  'alcohol on',
  'stings',
  'sting',
];
function harmAsPunishment(text: TriageText): boolean {
  const deserved = live(text, DESERVED);
  if (deserved.length === 0) return false;
  const onBody = [
    ...text.find(['on myself', 'into myself', 'in my fingertips', 'into my fingertips', 'under my nails']),
    ...text.find(L.OWN_BODY),
  ];
  const action = live(text, HARM_ACTION, (s) => !accidental(text, s));
  return within(text, action, onBody, 6, true) && within(text, deserved, action, 16, true);
}

/** Hiding injuries: "how do i hide cuts from the clinic nurse", "make cuts heal faster so my partner doesnt see". */
const INJURY_MARKS = ['cuts', 'scars', 'burns', 'marks', 'bruises', 'wounds', 'scabs'];
const HIDING = [
  'hide',
  'hiding',
  'cover',
  'covering',
  'cover up',
  'so nobody sees',
  'so no one sees',
  'does not see',
  'do not see',
  'will not see',
  'before anyone sees',
  'before he sees',
  'before she sees',
  'explain',
  'excuse for',
  'heal faster so',
  'heal before',
  'lied about',
];
function hidingInjuries(text: TriageText): boolean {
  const marks = live(
    text,
    INJURY_MARKS,
    (s) =>
      !accidental(text, s) &&
      !inSentence(text, s, [
        'surgery',
        'acne',
        'c section',
        'stretch marks',
        'herpes',
        'sores',
        'hickey',
        'hickeys',
        'tattoo',
        'cat',
        'dog',
        'shingles',
        'chickenpox',
        'old',
        'years ago',
      ]),
  );
  return within(text, live(text, HIDING), marks, 6) && text.has(['i', 'my', 'me'], true);
}

/** A blade or a lighter kept close, then "used it". */
function toolThenUsed(text: TriageText): boolean {
  const tools = live(
    text,
    L.HARM_TOOL,
    (s) => !accidental(text, s) && !(s.term.startsWith('cigarette') && inSentence(text, s, ['smoke', 'smoking', 'smoked', 'a cigarette'])),
  );
  return (
    within(
      text,
      tools,
      text.find([
        'used it',
        'used it on',
        'used them',
        'i used',
        'on my skin',
        'on my arm',
        'on my arms',
        'on my legs',
        'on myself',
        'my ankles',
        'my arms',
        'my thighs',
      ]),
      14,
      true,
    ) && !text.has(['shave', 'shaving', 'shaved', 'bumps', 'ingrown', 'trim', 'trimming', 'pubic', 'beard', 'cooking', 'kitchen'], true)
  );
}

// ---- added from round 8 (dev): assault told through what was done, and after a no ----------

const AFTER_NO = [
  'when i said no',
  'when i said stop',
  'after i said no',
  'after i said stop',
  'even though i said no',
  'even though i said stop',
  'even after i said',
  'though i said no',
  'i said no but',
  'i said stop but',
  'when i said so',
  'didnt stop when i said',
  'did not stop when i said',
  'when i told him to stop',
  'when i told her to stop',
  'when i asked him to stop',
  'when i asked her to stop',
  'when i pushed him away',
  'when i pushed her away',
];
function sexAfterNo(text: TriageText): boolean {
  return within(
    text,
    text.find(AFTER_NO),
    [
      ...text.find(L.SEX_CONTEXT),
      ...text.find([
        'sex to me',
        'do sex',
        'did sex',
        'things i did not want',
        'stuff i did not want',
        'touched me',
        'touching me',
        'groped me',
        'on me',
      ]),
    ],
    12,
    true,
  );
}

/** "touched me and wouldnt stop. it went further than touching". */
function touchedAndWentOn(text: TriageText): boolean {
  const touched = live(text, [
    'touched me',
    'touching me',
    'groped me',
    'grabbed me',
    'felt me up',
    'grabbing me',
    'held me down',
    'pinned me',
    'pushed me onto',
    'pushed me down',
    'forced me down',
  ]);
  return within(
    text,
    touched,
    text.find(
      [
        'would not stop',
        'did not stop',
        'kept going',
        'went further',
        'further than',
        'took what he wanted',
        'took what she wanted',
        'would not let me',
        'did not let me',
        'could not move',
        'i froze',
        'froze',
      ],
      true,
    ),
    14,
    true,
  );
}

/** Fighting back threatened away: "it'd be worse for me if i fought so i stopped fighting". */
function threatenedIntoIt(text: TriageText): boolean {
  const threat = text.find([
    'worse for me if',
    'hurt me if',
    'kill me if',
    'or else',
    'threatened me',
    'threatened to',
    'said he would hurt',
    'said she would hurt',
  ]);
  const yielded = text.find([
    'stopped fighting',
    'stopped struggling',
    'gave up fighting',
    'if i fought',
    'if i resisted',
    'let him',
    'let her',
    'went along',
    'stopped resisting',
    'i froze',
    'did what he said',
    'did what she said',
  ]);
  return within(text, threat, yielded, 14, true) && !text.has(['game', 'match', 'boxing', 'sparring', 'wrestling'], true);
}

// ---- added from round 8 (dev): severe signs without medical words -------------------------

/** A fever given as a number: 102 F and above, or 38.9 C and above. */
function feverNumber(text: TriageText): boolean {
  return live(text, L.FEVER).some((f) =>
    [...text.before(f, 3), ...text.after(f, 4)].some((w) => {
      const n = Number(w.replace(/(f|c|°)$/, ''));
      return Number.isFinite(n) && ((n >= 102 && n <= 110) || (n >= 38.9 && n <= 43));
    }),
  );
}

/** A belly hard as a board, a face swollen like a balloon, eyes that will not stay open. */
const ALARMING = [
  'rigid',
  'like a board',
  'hard as a board',
  'like a balloon',
  'blowing up like',
  'cant keep my eyes open',
  'can not keep my eyes open',
  'can not stay awake',
  'cant stay awake',
  'heart is going weird',
  'heart going weird',
  'heart is racing and',
  'lips are blue',
  'lips turning blue',
  'coughing up blood',
  'vomiting blood',
  'throwing up blood',
  'blood in my vomit',
  'took way too much',
  'took too much',
];
function alarmingSigns(text: TriageText): boolean {
  return (
    live(text, ALARMING, (s) => !inSentence(text, s, JOKING_EXPLICIT) && !pastResolved(text, s)).length > 0 &&
    text.has(['i', 'my', 'me', 'she', 'he', 'her', 'his'], true)
  );
}

// ---- other languages (other-languages.ts; docs/chat-guide.md#other-languages) ----------------

/** A negation of the term's language before it, near or through FOREIGN_TRANSPARENT words. */
function negatedInItsLanguage(text: TriageText, s: Span): boolean {
  const before = text.before(s, 6);
  const at = before.findIndex((w) => FOREIGN_NEGATORS.has(w));
  return at !== -1 && (at < 2 || before.slice(0, at).every((w) => FOREIGN_TRANSPARENT.has(w)));
}

function saidInAnotherLanguage(kind: OtherLanguageKind) {
  // "no me quiero morir": the negation may stand two words before ("no me", "ne me", Tagalog "hindi ako").
  // Hindi puts its "nahi" after the verb, so "marna nahi chahta" never holds "marna chahta".
  return (text: TriageText) =>
    text.find(OTHER_LANGUAGES[kind], true).some((s) => {
      if (!NEGATIVE_IS_MESSAGE.has(s.term) && negatedInItsLanguage(text, s)) return false;
      if (kind === 'severe-symptoms' && inSentence(text, s, FOREIGN_LONG_AGO)) return false;
      // "hace dos años me pasó algo sin mi consentimiento, ya fui a terapia y estoy bien".
      if (kind === 'assault' && text.has(FOREIGN_LONG_AGO, true) && text.has(FOREIGN_WELL_NOW, true)) return false;
      if (text.before(s, 2).some((w) => DIE_OF_FEELING_BEFORE.has(w))) return false;
      // "mi mamá va a matarme": only the writer's own wanting or going to makes it theirs.
      if (KILL_ME_NEEDS_LEAD.has(s.term) && !text.before(s, 3).some((w) => KILL_ME_LEAD.has(w))) return false;
      // "我想死你了": missing someone to death.
      if (s.term === '想 死' && MISS_YOU_AFTER.has(text.after(s, 1)[0] ?? '')) return false;
      return !generalMention(text, s);
    }) ||
    (kind === 'severe-symptoms' &&
      text.find(OTHER_FEVER, true).some((s) => !negatedInItsLanguage(text, s)) &&
      text.find(OTHER_SEVERE_PAIN, true).some((s) => !negatedInItsLanguage(text, s)));
}

/**
 * "dragging the broken mug edge along my forearm": a sharp thing (a tool, a shard, an edge) drawn
 * along, across or into the writer's own body, the thing the object of the verb. Quiet when the body
 * is what moved ("scraped my arm on the broken mug"), for an accident told, or a joke.
 */
const DRAWN = [
  'dragging',
  'dragged',
  'drag',
  'running',
  'ran',
  'pressing',
  'pressed',
  'press',
  'scraping',
  'scraped',
  'raking',
  'raked',
  'digging',
  'dug',
  'pushing',
  'pulled',
  'pulling',
];
const EDGE = [
  'edge',
  'shard',
  'shards',
  'broken glass',
  'broken mug',
  'broken plate',
  'broken bottle',
  'point',
  'tip',
  'pin',
  'needle',
  'nail',
  'staple',
  'can lid',
  'lid',
  'tab',
];
function edgeDrawnOnBody(text: TriageText): boolean {
  // "drag the lancet tip across my finger like the video says": the kit's own prick.
  if (
    text.has(L.ACCIDENT, true) ||
    text.has(['accidentally', 'by accident', 'lancet', 'swab', 'finger prick', 'nurse', 'tattoo', 'splinter'], true)
  )
    return false;
  const body = text.find(L.OWN_BODY).filter((b) => ['along', 'across', 'into', 'over', 'down', 'up'].includes(text.before(b, 1)[0] ?? ''));
  return live(text, DRAWN, (s) => !joking(text, s) && !FIRST_PERSON.has(text.after(s, 1)[0] ?? '')).some((d) => {
    const sharp = [...text.find(EDGE), ...text.find(L.HARM_TOOL)].filter((t) => t.start >= d.end && t.start - d.end <= 4);
    return sharp.some((t) => body.some((b) => b.start > t.start && b.start - t.end <= 3));
  });
}

/** In order; the first that holds decides. */
// ---- rounds 21-22 concepts (triage/rounds-21-22.test.ts) ----------------------------------

/** Someone the writer trusts by their role: "my doctor", "he's my therapist". */
const CARE_ROLE = [
  'doctor',
  'doc',
  'gp',
  'therapist',
  'physio',
  'physiotherapist',
  'chiropractor',
  'osteopath',
  'masseur',
  'massage therapist',
  'dentist',
  'gynecologist',
  'gynaecologist',
  'psychiatrist',
  'psychologist',
  'counselor',
  'counsellor',
  'coach',
  'pastor',
  'priest',
  'tutor',
  'nurse',
];
/** An act passed off as care: "said it was part of the treatment", "things that weren't part of an exam". */
const CARE_PRETEXT =
  /\b(it|this|that) (was|is) (\w+ )?part of (the|my|an|a) (treatment|exam|examination|therapy|session|check ?up|procedure|training)\b|\b(was|were|is|are) not (\w+ )?part of (the|my|an|a|any) (treatment|exam|examination|therapy|session|check ?up|procedure)\b/;
/** What makes it sexual: a result of sex, touching, undressing. */
const SEXUAL_SIGN = [
  'positive',
  'hpv',
  'herpes',
  'chlamydia',
  'gonorrhea',
  'syphilis',
  '=hiv',
  '=sti',
  '=std',
  'pregnant',
  'undress',
  'naked',
  'touched me',
  'did things',
  'down there',
  'my breasts',
  'my chest',
  'private',
];
/**
 * Abuse by someone in a caring role, passed off as care: "he's my therapist. he said it was part of
 * the treatment. i'm positive for hpv". Never a named procedure ("the swab was part of the exam").
 */
function carePretext(text: TriageText): boolean {
  const joined = text.joined;
  const roles = text.find(CARE_ROLE, true).filter((r) => ['my', 'our', 'the'].includes(text.before(r, 1)[0] ?? ''));
  return roles.length > 0 && CARE_PRETEXT.test(joined) && text.has(SEXUAL_SIGN, true);
}

/** Condoms or the pill undone by a partner in secret: "he pokes holes in the condoms". */
const SABOTAGE =
  /\b(he|she|they|partner|boyfriend|bf|husband|girlfriend|gf|wife|ex|guy)( \w+){0,3} (pokes|poked|poking|poke|puts|put|putting|cuts|cut|cutting|makes|made|pricks|pricked) (\w+ )?holes in (the|my|our|his|her)? ?condoms?\b|\b(sabotag\w*|tamper\w* with|messed with) (the |my |our |his )?(condoms?|birth control|pills?)\b|\b(he|she|they|partner|boyfriend|bf|husband)( \w+){0,3} (swapped|swaps|replaced|replaces|flushed|flushes|hid|hides|threw away|throws away) my (birth control|pills?|contraceptive)/;
/** Reproductive coercion: contraception undone in secret, an assault on the writer's choice. */
function contraceptionSabotaged(text: TriageText): boolean {
  const match = SABOTAGE.exec(text.joined);
  if (!match) return false;
  // "do condoms with holes in them still work", "i poked a hole in the wrapper by accident": no one else did it.
  return !text.has(L.ACCIDENT, true);
}

/** Sex made the writer's work by someone who holds them: "every night he makes me go with many men". */
const MADE_TO_GO_WITH =
  /\b(makes?|made|forces?|forced|sends?|sent) me (to )?(go|sleep|be|have sex|see|meet|do it|work) (with )?(\w+ )?(men|guys|clients|customers|strangers|them)\b/;
const PAPERS_KEPT = /\b(keeps|kept|took|takes|has|holds|hides|hid) (my|our) (passport|papers|documents|id|visa)\b/;
function sexUnderControl(text: TriageText): boolean {
  const joined = text.joined;
  const match = MADE_TO_GO_WITH.exec(joined);
  if (!match) return false;
  // "makes me go with clients to dinner": an errand, with its place.
  if (['go', 'see', 'meet', 'work'].includes(match[3] ?? '') && /^(to|for|on|at) /.test(joined.slice(match.index + match[0].length).trim()))
    return false;
  // "makes me go with my clients to lunch": only with no choice said, papers held or nights of it.
  return (
    PAPERS_KEPT.test(joined) ||
    text.has(['can not say no', 'cannot say no', 'every night', 'no choice', 'not allowed', 'owe him', 'owe them', 'debt'], true)
  );
}

/** "i just want to take it out on my body": the body made the place of the pain. */
const ON_MY_BODY =
  /\b(take|taking|took|takes|taken) (it|this|all|everything|all of it|it all|my anger|the anger|the pain) out on (my body|myself|my skin|my arms|my legs|my self)\b/;
function takenOutOnBody(text: TriageText): boolean {
  const joined = text.joined;
  const match = ON_MY_BODY.exec(joined);
  if (!match) return false;
  // "trying not to take it out on myself", "don't take it out on your body".
  const before = joined.slice(0, match.index).trim().split(' ').slice(-3);
  return !before.some((w) => ['not', 'never', 'stop', 'stopped', 'without'].includes(w));
}

/** A hand held over a flame or a hot plate, to see how long: "holding my palm over the gas hob". */
const OVER_HEAT =
  /\b(hold|holding|held|holds|press|pressing|pressed|put|putting|keep|keeping|kept) my (hand|hands|palm|palms|arm|arms|wrist|wrists|finger|fingers|fingertips|skin|thigh|leg) (over|on|against|into|above|to) (the |a |my )?(\w+ )?(hob|flame|flames|stove|burner|candle|lighter|iron|hot plate|stovetop|grill|oven door|kettle)\b/;
const ENDURING = [
  'how long',
  'until',
  'till',
  'as long as',
  'can last',
  'could last',
  'could stand',
  'on purpose',
  'deserve',
  'feel something',
  'punish',
  'count to',
  'every night',
  'again',
  'calm down',
  'to cope',
  'numb',
];
/** …never to warm up: "held my hands over the stove to warm them". */
const WARMING = ['warm', 'warming', 'warmed', 'cold hands', 'freezing', 'dry them', 'drying'];
function heldToHeat(text: TriageText): boolean {
  return OVER_HEAT.test(text.joined) && text.has(ENDURING, true) && !text.has([...L.ACCIDENT, ...WARMING], true);
}

/** The kit's own blood: "will my kit need much blood", "blood everywhere except the tube", "hemolyzed". */
const SAMPLE_WORDS = [
  'kit',
  'tube',
  'sample',
  'vial',
  'collection',
  'hemolyzed',
  'hemolysed',
  'hemolysis',
  'result says',
  'the card',
  'blood spot',
];
/** …never with a bleed that goes on: "the lancet cut won't stop bleeding". */
const BLEED_GOING_ON = [
  // …nor blood from the body's own bleeding: a pad, the toilet, clots.
  'pad',
  'pads',
  'tampon',
  'toilet',
  'sheets',
  'clots',
  'period',
  'underwear',
  'my pants',
  'on purpose',
  'myself',
  'will not stop',
  'wont stop',
  'can not stop',
  'not stopping',
  'pouring',
  'gushing',
  'spurting',
  'soaked',
  'soaking',
  'still bleeding',
  'keeps bleeding',
  'dizzy',
  'faint',
];
function sampleBlood(text: TriageText): boolean {
  const blood = text.find(['blood', 'bleeding', 'bleed', 'bled']);
  return (
    blood.length > 0 &&
    blood.every((b) => b.term === 'blood') &&
    within(text, blood, text.find(SAMPLE_WORDS, true), 8, true) &&
    !text.has(BLEED_GOING_ON, true)
  );
}

/** Severe signs whose subject may be someone else. */
const SYMPTOMS = [...L.FAINT, ...L.BREATHING, ...L.OTHER_EMERGENCY, 'seizure', 'seizures', 'bled', 'bleeding', 'fever'];
/** Every other severe sign: one of these said of the writer keeps the alarm ("my friend fainted last year. i have severe pain"). */
const OTHER_SIGNS = [...L.PAIN, ...L.BLEED, ...L.FEVER, ...L.DIZZY, ...L.BREATHING, ...L.OTHER_EMERGENCY];
const NOT_OVER = [
  'still',
  'again',
  'keeps',
  'right now',
  'tonight',
  'today',
  'this morning',
  'hours ago',
  'just now',
  'worse',
  'getting worse',
];
/**
 * Someone else's symptom long ago: "my roommate had a seizure last year, now we keep a card on the
 * fridge". Every severe sign named is someone else's or denied; never recent, never still going on.
 */
function anothersOldSymptom(text: TriageText): boolean {
  const signs = text.find(SYMPTOMS);
  return (
    signs.length > 0 &&
    text.has(FAR_PAST, true) &&
    !text.has(NOT_OVER, true) &&
    [...signs, ...text.find(OTHER_SIGNS)].every((s) => text.negated(s) || happenedToAnother(text, s))
  );
}
/** Care had and all well since: "fainted from dehydration last week, saw a doctor, all fine". */
const CARE_HAD = [
  'saw a doctor',
  'seen by a doctor',
  'saw my doctor',
  'saw my gp',
  'went to the er',
  'went to urgent care',
  'got checked',
  'got it checked',
  'was checked',
  'checked out by',
  'doctor said',
  'the er said',
  'they said it was',
];
const WELL_AFTER = ['all fine', 'all good', 'was fine', 'fine now', 'nothing serious', 'nothing wrong', 'all clear', 'ok now', 'okay now'];
const careHadAndFine = (text: TriageText) =>
  // A faint seen to and fine; any other sign keeps the alarm.
  live(text, OTHER_SIGNS).length === 0 &&
  !text.has(['now i', 'every time', 'since then', 'keep fainting', 'keeps happening', 'but now'], true) &&
  text.has(CARE_HAD, true) &&
  text.has(WELL_AFTER, true) &&
  text.has(['last week', 'last month', 'last year', 'ago', 'once'], true) &&
  !text.has(
    NOT_OVER.filter((w) => w !== 'today'),
    true,
  );

/**
 * Words of others quoted: "people used to say 'we got raped' when they lost", "my squad keeps saying
 * 'go unalive yourself'", "crisis language, like 'i want to kms'". The quote is read out; a rule
 * must still hold on the rest. Never the writer's own words ("i keep saying 'i want to die'") nor
 * when the writer agrees with them.
 */
const QUOTE =
  /(^|[\s([:,;\u2014\u2013-])(["\u201c\u201d'\u2018\u2019])([^\n]{1,160}?)["\u201c\u201d'\u2018\u2019](?=$|[\s.,;:!?)\]\u2014\u2013-])/g;
const SAYING =
  /\b(say|says|saying|said|call|calls|calling|called|yell|yells|yelling|yelled|shout|shouts|shouting|shouted|post|posts|posting|posted|comment|comments|commented|tweet|tweets|tweeted|write|writes|wrote|joke|jokes|joking|phrase|phrases|words?|language|terms?|slang|vs\.?|versus|such as|e\.?g\.?)\s*[:,]?\s*$/;
const MANY_SAYERS =
  /\b(people|they|everyone|everybody|squad|group|guys|kids|friends|folks|crowd|comments|chat|internet|online|twitter|tiktok|reddit|users|players|gamers|teammates|lads|classmates|coworkers|someone online)\b/;
/** One other person who said it, and the writer says they were joking: "my bestie said '…'. she was joking". */
const ONE_SAYER = /\b(he|she|my \w+|his \w+|her \w+)\s+(\w+\s+)?$/;
const JOKED = /\b(she|he|they) (was|were) (only |just )?(joking|kidding|messing)\b|\bas a joke\b|\bjokingly\b/;
const EXAMPLE_LIKE =
  /\b(language|phrases?|words|things|stuff|messages|comments|texts|jokes|memes|slang|lines)\b[^.!?]{0,20}\blike\s*[:,]?\s*$/;
const CHAINED = /^\s*(,|and|or|vs\.?|versus|to)?\s*$/i;
const AGREEING = [
  // …or says the words may be meant: "he was joking but now he's not answering".
  'not answering',
  'not responding',
  'not picking up',
  'worried',
  'not joking',
  'was not kidding',
  'serious',
  'tonight',
  'right now',
  'maybe i should',
  'i should',
  'i think i will',
  'i will',
  'might do it',
  'agree',
  'they are right',
  'maybe they are right',
  'they might be right',
  'me too',
  'same here',
  'i feel that',
  'not wrong',
  'should do it',
  'i might',
  'i want to',
];
/**
 * Words quoted to talk about them, not to say them: "is 'unalive' a word your system flags?", "what
 * does 'stealthing' actually mean?", "'gonna unalive myself' is just my catchphrase", "if I typed
 * 'I want to die' as a joke, would that lock my account?". The quote's own sentence names words,
 * their meaning or how they are read. What the writer says outside the quotes is still read
 * (firstRule reads the message again without them), and the model still reads the whole message.
 */
const ABOUT_WORDS =
  /\b(word|words|phrase|phrases|term|terms|slang|algospeak|catchphrase|expression|flag|flags|flagged|filter|filters|typed|typing|mean|means|meant|meaning|option|respond to|responds to|treat them|character|lyric|lyrics)\b/;
function talkedAbout(lower: string, open: number, length: number): boolean {
  const before = lower.slice(0, open);
  const from = Math.max(before.lastIndexOf('.'), before.lastIndexOf('?'), before.lastIndexOf('!'), before.lastIndexOf('\n')) + 1;
  const rest = lower.slice(open + length);
  const stop = rest.search(/[.?!\n]/);
  const sentence = before.slice(from) + ' ' + (stop < 0 ? rest : rest.slice(0, stop));
  return ABOUT_WORDS.test(sentence) && !/\bi (really |actually )?(mean|meant) it\b/.test(lower);
}

/** The writer says the quoted words are theirs: "i think it happened to me", "that's what i want to do". */
const TAKEN_UP = [
  'happened to me',
  'did that to me',
  'did it to me',
  'what i want',
  'a me thing',
  'that is me',
  'that was me',
  'i am doing',
  'i am going to',
];

function withoutReportedQuotes(raw: string): string | null {
  const lower = raw.toLowerCase();
  let out = '';
  let last = 0;
  let previousReported = false;
  let masked = false;
  for (const match of lower.matchAll(QUOTE)) {
    const open = match.index + match[1]!.length;
    const lead = lower.slice(Math.max(0, open - 60), open);
    const gap = lower.slice(last, open);
    const verb = SAYING.exec(lead);
    // Said by many or by no one in particular ("people used to say", "my squad keeps saying"), never by the writer.
    const sayer = verb === null ? '' : lead.slice(0, verb.index);
    const bySomeoneElse =
      verb !== null && (MANY_SAYERS.test(sayer) || (ONE_SAYER.test(sayer) && JOKED.test(lower))) && !/\bi\s+(\w+\s+){0,1}$/.test(sayer);
    const reported: boolean =
      bySomeoneElse ||
      EXAMPLE_LIKE.test(lead) ||
      (previousReported && CHAINED.test(gap)) ||
      talkedAbout(lower, open, match[0].length - match[1]!.length);
    if (reported) {
      out += raw.slice(last, open) + ' that ';
      masked = true;
    } else out += raw.slice(last, open + match[0].length - match[1]!.length);
    last = open + match[0].length - match[1]!.length;
    previousReported = reported;
  }
  return masked ? out + raw.slice(last) : null;
}

/** A date picked with no event named: "i've already picked the date. it's sunday". */
const DATE_PICKED = /\bi (have |had )?(already |finally |just )?(picked|chosen|chose|set|decided on|got) (the|a|my) (date|day)\b/;
const EVENT_NAMED = [
  'wedding',
  'appointment',
  'surgery',
  'procedure',
  'party',
  'move',
  'moving',
  'trip',
  'holiday',
  'vacation',
  'clinic',
  'doctor',
  'retest',
  'interview',
  'exam',
  'birthday',
  'delivery',
  'ceremony',
  'baby',
  'due',
  'excited',
  'can not wait',
  'dinner',
  'date night',
  'first date',
  'tell',
  'telling',
];
/** The words after the pattern's first match in the message, or null when it does not match. */
function wordsAfterMatch(text: TriageText, pattern: RegExp): string[] | null {
  const joined = text.joined;
  const match = pattern.exec(joined);
  return match
    ? joined
        .slice(match.index + match[0].length)
        .trim()
        .split(' ')
    : null;
}

function datePicked(text: TriageText): boolean {
  const after = wordsAfterMatch(text, DATE_PICKED);
  if (!after) return false;
  // "picked the date for the wedding": the event is named.
  if (['for', 'of', 'to'].includes(after[0] ?? '')) return false;
  // "i have picked the day i get tested": the event in the same sentence.
  const sentence = text.joined.split(' . ').find((t) => DATE_PICKED.test(t)) ?? '';
  if (new TriageText(sentence).has(DAY_OF_AN_EVENT, true)) return false;
  return !text.has(EVENT_NAMED, true);
}

/** "before i end it", "then i end it": an ending with no object, timed by something else. */
const BARE_END = /\b(before|after|then|when|once) i (end|finish|do) it( all)?( \.| ,|$)/;
function endItTimed(text: TriageText): boolean {
  const match = BARE_END.exec(text.joined);
  if (!match || text.has([...L.RELATIONSHIP, 'with him', 'with her', 'with them'], true)) return false;
  // "read the leaflet before i do it": doing the test.
  return match[2] !== 'do' || !text.has(['kit', 'test', 'swab', 'prick', 'sample', 'instructions', 'course', 'treatment'], true);
}

/** A firearm of the writer's kept loaded at hand: "got my weapon at home and i keep sitting with it loaded". */
const OWN_FIREARM = ['my weapon', 'my gun', 'my pistol', 'my rifle', 'my shotgun', 'my handgun', 'my firearm', 'my service weapon'];
function firearmLoaded(text: TriageText): boolean {
  return (
    within(
      text,
      live(text, OWN_FIREARM, (s) => !inSentence(text, s, ['range', 'hunt', 'hunting', 'season', 'license', 'licence', 'safe'])),
      text.find(['loaded', 'sitting with it', 'holding it', 'in my hand', 'in my lap', 'in my mouth', 'to my head']),
      14,
      true,
    ) && text.has(['i', 'me', 'my'], true)
  );
}

/** The urge to cut, with no object: "i keep thinking about cutting. been close three times today". */
function urgeToCut(text: TriageText): boolean {
  return live(text, [
    'thinking about',
    'think about',
    'urge to',
    'urges to',
    'want to',
    'close to',
    'talk me out of',
    'stop myself from',
    'keep myself from',
  ]).some((d) => {
    const next = text.after(d, 3);
    if (!['cutting', 'cut', 'burning', 'burn', 'hurting', 'harming'].includes(next[0] ?? '')) return false;
    // "cutting my hair", "cutting him off", "cutting carbs": the object is named.
    const object = next[1];
    return object === undefined || ['again', 'tonight', 'now', 'today', 'lol', 'honestly', 'like', 'please'].includes(object);
  });
}

/** Consent to one thing, then more: "i agreed to kissing only. then he didn't stop". */
const LIMITED_YES = /\b(agreed|consented|said yes|okay|ok|fine) (to|with) (\w+ ){1,3}only\b|\bonly (agreed|consented|said yes) to\b/;
function yesToLessThanHappened(text: TriageText): boolean {
  return (
    LIMITED_YES.test(text.joined) &&
    (text.has(L.SEX_CONTEXT) ||
      text.has(['kissing', 'kiss', 'making out', 'make out', 'touching', 'oral', 'cuddling', 'fooling around'], true)) &&
    text.has(
      [
        'did not stop',
        'didnt stop',
        'would not stop',
        'kept going',
        'went further',
        'anyway',
        'pushed',
        'forced',
        'more than that',
        'did more',
      ],
      true,
    )
  );
}

/** Cuts or burns the writer says they made: "the cuts i made", "the burns i gave myself". */
const MADE_BY_ME =
  /\b(cuts|cut|burns|burn|marks|scratches|wounds|slices|scars) (that )?i (made|did|gave myself|put there|did myself|made myself)\b/;
const CRAFT = ['dough', 'bread', 'fabric', 'paper', 'wood', 'film', 'edit', 'video', 'cake', 'meat', 'hair', 'garden', 'budget', 'song'];
function marksIMade(text: TriageText): boolean {
  return MADE_BY_ME.test(text.joined) && !text.has(CRAFT, true);
}

/** "i did my arms again. deeper this time": a body part "done", again or deeper. */
const DID_MY_BODY = /(^|\bi (have )?|\. )(did|done) my (arms|arm|legs|leg|thighs|thigh|wrists|wrist|stomach|hips|ankles)\b/;
const GROOMING = [
  'gym',
  'workout',
  'wax',
  'waxed',
  'waxing',
  'shave',
  'shaved',
  'tan',
  'tattoo',
  'moisturise',
  'moisturize',
  'stretch',
  'stretches',
  'lotion',
  'cream',
  'nails',
  'exercise',
  'reps',
  'sets',
  'physio',
];
function didMyBody(text: TriageText): boolean {
  return (
    DID_MY_BODY.test(text.joined) &&
    text.has(['again', 'deeper', 'last night', 'tonight', 'bleeding', 'wrapped', 'bandage', 'towel'], true) &&
    !text.has(GROOMING, true)
  );
}

/** Someone else has just taken all their medication: "she's texting that she took all her antidepressants". */
const ALL_THEIR_PILLS =
  /\b(she|he|they|friend|flatmate|roommate|sister|brother|mum|mom|dad|partner|girlfriend|boyfriend|son|daughter)( \w+){0,4} (took|swallowed|has taken|had taken|taken|downed|overdosed on) (all|all of|the whole|a whole) (her|his|their|the) ?(\w+ )?(pills|tablets|meds|medication|antidepressants|painkillers|sleeping pills|insulin|prescription)\b/;
function anotherTookAll(text: TriageText): boolean {
  return (
    ALL_THEIR_PILLS.test(text.joined) &&
    !text.has(
      [
        'antibiotic',
        'antibiotics',
        'course',
        'like she should',
        'like he should',
        'as prescribed',
        'finished',
        'like usual',
        'as usual',
        'every day',
        'every morning',
        'daily',
        'on time',
        'remembered',
      ],
      true,
    )
  );
}

/** Going and not coming back: "told my wife i'm going for a drive. i'm not planning on driving back". */
const NO_RETURN =
  /\bi( am)? (not|never) (planning on |planning to |going to |gonna |intending to )?(coming|come|driving|drive|walking|walk|getting|get|making it) (back|home)\b/;
const REASON_AWAY = [
  'staying',
  'stay at',
  'sleep over',
  'sleeping over',
  'moving',
  'flight',
  'flying',
  'tonight i will',
  'hotel',
  'her place',
  'his place',
  'my mums',
  'my moms',
  'my sisters',
  'my brothers',
  'until tomorrow',
  'till tomorrow',
  'next week',
  'job',
];
function noReturn(text: TriageText): boolean {
  const after = wordsAfterMatch(text, NO_RETURN);
  if (!after) return false;
  // "never coming back to that clinic": a place left, named.
  const next = after[0];
  return !['to', 'from', 'for', 'here'].includes(next ?? '') && !text.has(REASON_AWAY, true);
}

/** A life shorter than a near date: "5 days is longer than i plan to be alive". */
const SHORTER_LIFE = /\blonger than i (plan|intend|expect|want|am going|will|would) (to )?(be alive|be around|be here|live|last)\b/;
const lifeShorterThan = (text: TriageText) => SHORTER_LIFE.test(text.joined);

/** "peaceful way to go, they say": a way of dying weighed. */
const WAY_TO_GO =
  /\b(peaceful|painless|quietest|gentle|gentlest|least painful) (way|ways) to go\b( (to|about|for|with|through|back|home|out|in|on|from)\b)?/;
function wayToGo(text: TriageText): boolean {
  const match = WAY_TO_GO.exec(text.joined);
  // "the quickest way to go to the clinic": a route.
  return match !== null && match[3] === undefined;
}

/** Thinking of taking all of a means at hand: "sitting with my insulin. thinking about taking all of it". */
function takingItAll(text: TriageText): boolean {
  const all = text.find([
    'taking all of it',
    'taking all of them',
    'take all of it',
    'take all of them',
    'inject all of it',
    'swallow all of it',
    'swallowing all of it',
  ]);
  return (
    within(text, all, live(text, L.METHOD), 20, true) &&
    within(text, all, live(text, L.DESIRE), 4) &&
    !text.has(
      MED_QUESTION.filter((w) => !['prescription', 'prescribed'].includes(w)),
      true,
    )
  );
}

/**
 * The writer in a helping role, speaking of others: "I'm a crisis line volunteer. What STI info is
 * most useful to give callers who've been assaulted?", "I'm a hospital chaplain. A patient told me
 * he was suicidal 10 years ago…". The rules are read again on the writer's own sentences only (the
 * role said, "told me" / "asked me" left out); nothing of now ("tonight", "right now") may be said.
 */
const HELPING_ROLE =
  /\bi (am|work as|volunteer as|train as|trained as)( a| an)?( \w+){0,3} (nurse|nurses|chaplain|volunteer|counsellor|counselor|therapist|teacher|doctor|gp|social worker|peer educator|youth worker|paramedic|pharmacist|midwife|psychologist|trainer|researcher|student|medic|carer|caregiver)\b/;
const NOW_WORDS = ['tonight', 'right now', 'just now', 'today', 'this morning', 'last night', 'currently', 'at the moment'];
function ownSentences(text: TriageText): string | null {
  const joined = text.joined;
  if (!HELPING_ROLE.test(joined) || text.has(NOW_WORDS, true)) return null;
  return joined
    .split(' . ')
    .map((t) => t.replace(HELPING_ROLE, '').replace(/\b(told|asked|tell|ask|asks|tells) me\b/g, ''))
    .filter((t) => /\b(i|me|my|myself|mine)\b/.test(t))
    .join(' . ');
}

export const TRIAGE_RULES: readonly TriageRule[] = [
  { name: 'suicide: said outright', kind: 'crisis', when: directSuicide },
  { name: 'suicide: wanting to die or be gone', kind: 'crisis', when: desireDeath },
  { name: 'suicide: not wanting to live or go on', kind: 'crisis', when: negatedLife },
  { name: 'suicide: no point in living', kind: 'crisis', when: pointless },
  { name: 'suicide: others better off without me', kind: 'crisis', when: betterOff },
  { name: 'suicide: wanting it all to stop', kind: 'crisis', when: everythingStops },
  { name: 'suicide: a means at hand or a time set', kind: 'crisis', when: methodReady },
  { name: 'suicide: a sentence that trails off at "not"', kind: 'crisis', when: trailingNot },
  { name: 'suicide: a rope, a gun, a bridge, with readiness or a time', kind: 'crisis', when: strongMethod },
  { name: 'suicide: a means and a time in a few words', kind: 'crisis', when: terseMeans },
  { name: 'suicide: a note left to be found', kind: 'crisis', when: noteLeft },
  { name: 'suicide: a lethal amount worked out', kind: 'crisis', when: lethalAmountKnown },
  { name: 'suicide: a life given up, no means named', kind: 'crisis', when: lifeGivenUp },
  { name: 'suicide: a car left running in a closed garage', kind: 'crisis', when: exhaustFumes },
  { name: 'suicide: a crash on purpose', kind: 'crisis', when: crashOnPurpose },
  { name: 'suicide: a goodbye given as a time', kind: 'crisis', when: goneAfter },
  { name: 'suicide: a means saved up', kind: 'crisis', when: stockpiled },
  { name: 'suicide: a window high up', kind: 'crisis', when: highWindow },
  { name: "suicide: someone else's goodbye, then silence", kind: 'crisis', when: goodbyeThenSilence },
  { name: 'suicide: putting affairs in order', kind: 'crisis', when: farewells },
  { name: 'suicide: decided, and when', kind: 'crisis', when: decidedWhen },
  { name: 'suicide: a euphemism made final', kind: 'crisis', when: finalEuphemism },
  { name: "suicide: following someone's suicide", kind: 'crisis', when: followingSomeone },
  { name: 'suicide: a story or a friend that is the writer', kind: 'crisis', when: (t) => revealedSelf(t) === 'crisis' },
  { name: 'suicide: going to the place', kind: 'crisis', when: visitingThePlace },
  { name: 'suicide: joining someone who died', kind: 'crisis', when: joiningTheDead },
  { name: 'suicide: wanting an ending with nothing ended', kind: 'crisis', when: unsaidEnding },
  { name: 'suicide: dwelling on a means', kind: 'crisis', when: dwellingOnMeans },
  { name: 'suicide: researching how', kind: 'crisis', when: researching },
  { name: 'suicide: a goodbye', kind: 'crisis', when: sorryGoodbye },
  { name: 'suicide: asking what amount would be lethal', kind: 'crisis', when: lethalAmount },
  { name: 'suicide: death spoken of as a relief', kind: 'crisis', when: deathAsRelief },
  { name: "suicide: speaking past one's own death", kind: 'crisis', when: pastMyDeath },
  { name: 'suicide: someone else about to take their life', kind: 'crisis', when: someoneElseAtRisk },
  { name: 'suicide: a handful or a whole bottle swallowed', kind: 'crisis', when: swallowedMany },
  { name: 'suicide: a day chosen', kind: 'crisis', when: decidedDay },
  { name: 'suicide: thinking of jumping, at the place', kind: 'crisis', when: thinkingOfJumping },
  { name: 'suicide: dwelling on a means kept close', kind: 'crisis', when: dwellingOnMeansKept },
  { name: 'suicide: said in another language', kind: 'crisis', when: saidInAnotherLanguage('crisis') },
  { name: 'suicide: a gun sought in haste', kind: 'crisis', when: gunInHaste },
  { name: 'suicide: an act held back until a result', kind: 'crisis', when: throughWithIt },
  { name: 'suicide: a date picked, no event named', kind: 'crisis', when: datePicked },
  { name: 'suicide: an ending with no object, timed', kind: 'crisis', when: endItTimed },
  { name: "suicide: the writer's firearm kept loaded", kind: 'crisis', when: firearmLoaded },
  { name: 'suicide: someone else has taken all their pills', kind: 'crisis', when: anotherTookAll },
  { name: 'suicide: going and not coming back', kind: 'crisis', when: noReturn },
  { name: 'suicide: a life shorter than a near date', kind: 'crisis', when: lifeShorterThan },
  { name: 'suicide: a way to go weighed', kind: 'crisis', when: wayToGo },
  { name: 'suicide: thinking of taking all of a means', kind: 'crisis', when: takingItAll },
  { name: 'self-harm: said outright', kind: 'self-harm', when: directSelfHarm },
  { name: 'self-harm: harm as deserved punishment', kind: 'self-harm', when: harmAsPunishment },
  { name: 'self-harm: hiding injuries', kind: 'self-harm', when: hidingInjuries },
  { name: 'self-harm: a tool kept close, then used', kind: 'self-harm', when: toolThenUsed },
  { name: 'self-harm: said in another language', kind: 'self-harm', when: saidInAnotherLanguage('self-harm') },
  { name: 'self-harm: a story or a friend that is the writer', kind: 'self-harm', when: (t) => revealedSelf(t) === 'self-harm' },
  { name: "self-harm: harming one's own body", kind: 'self-harm', when: harmOwnBody },
  { name: 'self-harm: a relapse', kind: 'self-harm', when: relapse },
  { name: 'self-harm: an injury done on purpose', kind: 'self-harm', when: intentionalInjury },
  { name: 'self-harm: a blade or a flame to cope', kind: 'self-harm', when: toolForCoping },
  { name: 'self-harm: until it bleeds', kind: 'self-harm', when: harmUntilInjured },
  { name: 'self-harm: "I cut"', kind: 'self-harm', when: cutWithoutObject },
  { name: 'self-harm: arms or thighs marked', kind: 'self-harm', when: limbsMarked },
  { name: 'self-harm: a blade or a flame used on oneself', kind: 'self-harm', when: harmWithTool },
  { name: 'self-harm: an edge drawn along the body', kind: 'self-harm', when: edgeDrawnOnBody },
  { name: 'self-harm: someone else harming themselves now', kind: 'self-harm', when: otherHarmingNow },
  { name: 'self-harm: taken out on the body', kind: 'self-harm', when: takenOutOnBody },
  { name: 'self-harm: the urge to cut, no object', kind: 'self-harm', when: urgeToCut },
  { name: 'self-harm: marks the writer made', kind: 'self-harm', when: marksIMade },
  { name: "self-harm: 'did my arms' again", kind: 'self-harm', when: didMyBody },
  { name: 'self-harm: a hand held to a flame', kind: 'self-harm', when: heldToHeat },
  { name: 'assault: said outright', kind: 'assault', when: directAssault },
  { name: 'assault: sex after a no', kind: 'assault', when: sexAfterNo },
  { name: 'assault: touched, and it went on', kind: 'assault', when: touchedAndWentOn },
  { name: 'assault: fighting back threatened away', kind: 'assault', when: threatenedIntoIt },
  { name: 'assault: said in another language', kind: 'assault', when: saidInAnotherLanguage('assault') },
  { name: 'assault: said no and they went on', kind: 'assault', when: saidNoKeptOn },
  { name: 'assault: assaulted lately, care after it asked for', kind: 'assault', when: assaultedNeedingCare },
  { name: 'assault: force with a sexual context', kind: 'assault', when: forced },
  { name: 'assault: unable to consent', kind: 'assault', when: incapacitated },
  { name: 'assault: drugged, then waking up', kind: 'assault', when: druggedThenWoke },
  { name: 'assault: asked to stop and they did not', kind: 'assault', when: refusedToStop },
  { name: 'assault: yes said under fear', kind: 'assault', when: coerced },
  { name: 'assault: held until the writer gave in', kind: 'assault', when: heldUntilGaveIn },
  { name: 'assault: a condom taken off in secret', kind: 'assault', when: condomRemoved },
  { name: 'assault: not my choice', kind: 'assault', when: noChoiceSexual },
  { name: 'assault: sex as the price of rent, a job or papers', kind: 'assault', when: (t) => leverage(t) || gradeLeverage(t) },
  { name: 'assault: aftercare for an event left unsaid', kind: 'assault', when: unsaidEvent },
  { name: 'assault: an adult with a minor', kind: 'assault', when: minorWithAdult },
  { name: 'assault: a child with a secret or an adult in charge', kind: 'assault', when: childWithSecret },
  { name: 'assault: someone coming into my room at night', kind: 'assault', when: cameIntoMyRoom },
  { name: 'assault: abuse passed off as care', kind: 'assault', when: carePretext },
  { name: 'assault: a yes to less than happened', kind: 'assault', when: yesToLessThanHappened },
  { name: 'assault: contraception undone in secret', kind: 'assault', when: contraceptionSabotaged },
  { name: 'assault: sex with others under control', kind: 'assault', when: sexUnderControl },
  {
    name: 'severe: a possible ectopic pregnancy',
    kind: 'severe-symptoms',
    when: (t) =>
      t.has(['ectopic']) &&
      t.find([...L.PAIN, ...L.BLEED, ...L.FAINT, ...L.DIZZY]).some((s) => !factAsked(t, s)) &&
      t.has(['i', 'my', 'me']),
  },
  { name: 'severe: fainting or passing out', kind: 'severe-symptoms', when: fainting },
  { name: 'severe: a fever of 102 F (38.9 C) or more', kind: 'severe-symptoms', when: feverNumber },
  { name: 'severe: alarming signs in plain words', kind: 'severe-symptoms', when: alarmingSigns },
  { name: 'severe: said in another language', kind: 'severe-symptoms', when: saidInAnotherLanguage('severe-symptoms') },
  { name: 'severe: heavy bleeding', kind: 'severe-symptoms', when: heavyBleeding },
  { name: 'severe: high fever or fever with severe pain', kind: 'severe-symptoms', when: highFever },
  { name: 'severe: severe pain', kind: 'severe-symptoms', when: severePain },
  { name: 'severe: breathing, swelling, chest pain, seizure', kind: 'severe-symptoms', when: breathing },
  { name: 'severe: pregnancy with one-sided pain', kind: 'severe-symptoms', when: ectopicSigns },
  { name: 'severe: dizzy with strong pain', kind: 'severe-symptoms', when: dizzyWithPain },
  { name: 'severe: blotchy, mottled or blue skin', kind: 'severe-symptoms', when: shockSkin },
  { name: 'severe: pain with cold sweats', kind: 'severe-symptoms', when: painWithColdSweat },
  { name: 'severe: a testicle with sudden pain', kind: 'severe-symptoms', when: torsionSigns },
  { name: 'severe: an erection for hours', kind: 'severe-symptoms', when: priapism },
  { name: 'severe: pregnant and bleeding with pain', kind: 'severe-symptoms', when: pregnantBleeding },
  { name: 'severe: pregnant with a fever or waters breaking', kind: 'severe-symptoms', when: pregnancyWarning },
  { name: 'severe: many pads since a recent hour', kind: 'severe-symptoms', when: padCount },
  { name: 'severe: many pills at once', kind: 'severe-symptoms', when: tookMany },
  { name: 'severe: fever after a procedure', kind: 'severe-symptoms', when: afterProcedure },
];

/** The first rule that holds, or null. */
/** Taking back a word that sounded like a crisis: "i meant end the relationship! i'm not suicidal". */
const CLARIFY = [
  'i meant',
  'i just meant',
  'i only meant',
  'what i meant',
  'not what i meant',
  'wrong word',
  'figure of speech',
  'choice of words',
  'dramatic word',
  'being dramatic',
  'not literally',
  'meant it as a joke',
  'was a joke',
  // The writer's own word quoted and given its object: "i said 'end it' about the relationship".
  'i said',
  'when i said',
  'i typed',
  'comment was about',
  'came out wrong',
  'ignore my last',
  'as a joke',
];
const TAKEN_BACK = [
  'not suicidal',
  'not thinking about ending',
  'not thinking of ending',
  'would never hurt myself',
  'never hurt myself',
  'do not self harm',
  'not self harming',
  'not going to hurt myself',
  'not in danger',
  'i am safe',
  'i am fine',
  'i am okay',
  'i am ok',
  'all good',
  'nothing like that',
  'not like that',
  'not thinking about suicide',
  'not thinking about hurting myself',
  'not thinking about killing myself',
  'not planning anything',
  'i am perfectly fine',
  'not my life',
  'not harming myself',
  'not cutting myself',
  'not hurting myself',
  'not self harm',
];
const QUOTING = new Set(['i said', 'when i said', 'i typed']);
const QUOTE_GIVEN_ITS_OBJECT = new Set(['about', 'joke', 'meant', 'coz', 'cos', 'because', 'referring']);
/** …unless the writer says the taking back is not true: "i said i'm fine but honestly the pills are here". */
const NOT_TRUE = [
  'but honestly',
  'but actually',
  'but really',
  'the truth is',
  'i lied',
  'lying',
  'not really fine',
  'i am not fine',
  'i am not okay',
  'i am not ok',
];
/** A reply that begins with a laughing or sorry "no": "ahh no, i meant i burned money". */
const NO_OPENING = /^(ah+|oh+|lol|haha+|omg|sorry|no+)( ,)? no\b|^(lol|haha+) /;
function clarified(text: TriageText): boolean {
  // "i meant it" says the opposite.
  const clarifying = text.find(CLARIFY, true).filter((c) => {
    const next = text.after(c, 12);
    if (['it', 'every'].includes(next[0] ?? '')) return false;
    // A quoted word needs its object or its reason: "i said 'end it' about the relationship", "… coz i'm embarrassed".
    return !QUOTING.has(c.term) || next.some((w) => QUOTE_GIVEN_ITS_OBJECT.has(w));
  });
  if (clarifying.length === 0 || text.has(NOT_TRUE, true)) return false;
  return (
    text.find(TAKEN_BACK, true).some((d) => !text.negated(d) || d.term.startsWith('not') || d.term.startsWith('never')) ||
    NO_OPENING.test(text.joined)
  );
}

/**
 * A death wished on the writer by a chore done once more: "if i have to explain one more time to my
 * gp why i want a test i'm going to jump off a bridge lol", "i'm literally going to die if i have to
 * do another swab". Never "one more day / night of this" (a life, not a chore), never with "i mean
 * it" or "not joking", a time or a means at hand.
 */
const ONE_MORE_CHORE = /\bif i (have to|had to|hear|read|see|get|do|answer|fill|explain|watch|sit) (\w+ ){0,6}(one more|another) (\w+)/;
const A_LIFE_SPAN = new Set([
  'day',
  'days',
  'night',
  'nights',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'morning',
  'minute',
  'hour',
  'second',
  'moment',
  'of',
  'like',
]);
function choreHyperbole(text: TriageText): boolean {
  const match = ONE_MORE_CHORE.exec(text.joined);
  if (!match || A_LIFE_SPAN.has(match[4]!)) return false;
  return !text.has(SERIOUS, true) && !text.find([...L.TIME, ...L.READY]).some((s) => !text.negated(s));
}

/** Someone else told the writer of an assault: "a friend told me she was stealthed", "my sister disclosed". */
const TOLD_BY_SOMEONE = ['told me', 'disclosed', 'confided', 'opened up to me', 'opened up about'];
/** …and the writer asks how to stand by them. */
const HOW_TO_SUPPORT = [
  'how can i support',
  'how do i support',
  'how can i help her',
  'how can i help him',
  'how can i help them',
  'how do i help her',
  'how do i help him',
  'how can i encourage',
  'how do i encourage',
  'be supportive',
  'support her',
  'support him',
  'support them',
  'survivor resources',
];
/** Recent enough for care now (PEP, emergency contraception): the alarm stands. */
const RECENT_ENOUGH = [
  'last night',
  'yesterday',
  'today',
  'tonight',
  'this morning',
  'right now',
  'just now',
  'hours ago',
  'days ago',
  'last week',
  'week ago',
  'weeks ago',
  'this weekend',
  'last weekend',
  'pep',
  'emergency contraception',
  'morning after',
  'plan b',
];
/**
 * Standing by someone else after their assault, told to the writer long enough ago: "a friend told
 * me she was stealthed a few months ago, she already got tested. how can i be supportive going
 * forward?" Not when it is recent ("last night", PEP) or the writer is the one it happened to.
 */
function supportingSomeoneElse(text: TriageText): boolean {
  return (
    text.has(TOLD_BY_SOMEONE, true) &&
    text.has(HOW_TO_SUPPORT, true) &&
    !text.has(RECENT_ENOUGH, true) &&
    // The writer only as the one told: "told me", "confided in me", "opened up to me".
    !ME_AS_OBJECT.test(text.joined.replace(/\b(told|confided in|opened up to) me\b/g, ''))
  );
}

/** Marks on the body: "the cuts on my hand", "these scratches". */
const MARKS = ['cuts', 'cut', 'scratches', 'scratch', 'marks', 'scars', 'bruises', 'burns', 'nicks'];
/** The writer denying self-harm: "not me", "not self harm", "i'm not cutting myself". */
const NOT_SELF_HARM = [
  'not me',
  'not self harm',
  'do not self harm',
  'not self harming',
  'not harming myself',
  'not cutting myself',
  'not hurting myself',
  'not me doing anything',
  'never self harmed',
];
/** What the writer hides behind an everyday cause: "i tell people it's the cat", "but". */
const COVER_STORY = ['but', 'tell people', 'told them', 'told everyone', 'i say', 'pretend', 'lie', 'lied', 'not really'];
/**
 * Marks given their everyday cause, with self-harm denied: "the cuts on my hand are from a box
 * cutter at work, not self harm", "i'm not cutting myself, these scratches are from my cat". Not a
 * cover story ("i tell people the scratches are from the cat but").
 */
/** Marks from play both agreed to: "we tied each other up with silk scarves, all agreed beforehand". */
const AGREED_PLAY = ['tied each other up', 'all agreed', 'agreed beforehand', 'safeword', 'safe word', 'bondage', 'shibari'];
const PLAY_MARKS = ['marks', 'mark', 'bruise', 'bruises', 'rope burn', 'red lines'];
/** Love bites, and scars called old with nothing of now: "hickeys lol", "old scars on my wrists". */
const NOT_INJURY = ['hickeys', 'hickey', 'love bite', 'love bites', 'old scars', 'old scar'];

function marksExplained(text: TriageText): boolean {
  if (text.has(AGREED_PLAY, true) && text.has(PLAY_MARKS, true) && !text.has(HARM_MEANT, true)) return true;
  if (text.has(NOT_INJURY, true) && !text.has(HARM_MEANT, true) && !text.has(L.STILL_NOW, true)) return true;
  if (!text.has(NOT_SELF_HARM, true) || text.has(COVER_STORY, true)) return false;
  return text.find(MARKS, true).some((m) => {
    const next = text.after(m, 8).join(' ');
    return / (are|is|were|was) from (my|a|the|an|our|work)\b/.test(` ${next}`);
  });
}

/**
 * A question asked for a course, a show or a story: "revision question for my nursing exam", "just
 * watched it on grey's anatomy". Never "hypothetically" (the oldest disguise of a disclosure) nor a
 * bare "lecture" ("no lecture please").
 */
const STUDY_OR_STORY = [
  'podcast',
  'podcast episode',
  'documentary',
  'true crime',
  'tv show',
  'netflix',
  'sex education',
  'greys anatomy',
  'grey s anatomy',
  'novel',
  'screenplay',
  'fanfic',
  'nursing exam',
  'revision question',
  'homework',
  'assignment',
  'essay',
  'handout',
  'peer educator',
  'first aid course',
  'for a paper',
  'for my class',
  'for class',
];
/** The writer as the one it happens to: "he did it to me", "i was drugged". "help me" and "tell me" ask for facts. */
const ME_AS_OBJECT = /\b(?<!help |tell |show |give |let |explain to |send )me\b|\bmyself\b|\bi was\b|\bi am being\b|\bi got\b/;
function studied(text: TriageText): boolean {
  return (
    text.has(STUDY_OR_STORY, true) &&
    !text.has(
      ['right now', '=now', 'just now', 'currently', 'today', 'tonight', 'last night', 'yesterday', 'this morning', 'this week'],
      true,
    ) &&
    !ME_AS_OBJECT.test(text.joined)
  );
}

/** Not started yet: "haven't taken it yet" ("yet" is read as a clause break), "starting penicillin next week". */
const NOT_YET =
  /\b(have not|not|has not|did not) (taken|started|had|used|done|begun|tried) (it|them|the \w+|my \w+|\w+)?( ,)? yet\b|\b(starting|start|taking|begin|beginning) \w+( \w+)? (next week|tomorrow|next month|on monday|on friday)\b/;
/** What to watch for, asked: "what are the signs of anaphylaxis", "how much bleeding is too much". */
const WATCH_FOR = [
  'what to watch for',
  'watch out for',
  'look out for',
  'should look for',
  'signs of',
  'warning signs',
  'too much',
  'when to worry',
  'when should i worry',
  'what counts as',
];
/**
 * Signs asked about before the medicine or procedure has begun: "What are the signs of anaphylaxis?
 * I'm starting penicillin next week", "how much bleeding is too much after a medication abortion?
 * haven't taken it yet". Nothing has happened, so the answer is the guide's, not an emergency reply.
 */
const HAPPENING = [
  'soaking',
  'right now',
  '=now',
  'currently',
  'since',
  'hours',
  'keeps',
  'i feel',
  'my throat',
  'my lips',
  'my tongue',
  'my face',
  'passed out',
  'fainted',
];
const askedBeforeStarting = (text: TriageText) => NOT_YET.test(text.joined) && text.has(WATCH_FOR, true) && !text.has(HAPPENING, true);

export function firstRule(text: TriageText): TriageRule | null {
  // A past told calmly ("years ago… doing well now") is history, not a disclosure of now; a word
  // taken back ("i meant my phone died, i'm fine") is not a disclosure either.
  const calm = toldCalmly(text) || clarified(text);
  // A question for a course, a show or a story, with nothing said of the writer: facts, not an emergency.
  if (studied(text)) return null;
  // Marks given their everyday cause with self-harm denied are not self-harm.
  // The kit's lancet stabbed in frustration ("stabbed myself 4 times and no blood lol") is not self-harm.
  const marks = marksExplained(text) || kitPrick(text) || harmDenied(text);
  // A death wished on the writer by a chore done once more is a figure, not a wish.
  const chore = choreHyperbole(text);
  // Standing by someone else after their assault long ago is not an assault of now.
  const supporting = supportingSomeoneElse(text);
  // The kit's blood, someone else's symptom long ago, a symptom seen to and fine: no emergency now.
  const noSevere = anothersOldSymptom(text) || careHadAndFine(text) || askedBeforeStarting(text);
  const found =
    TRIAGE_RULES.find(
      (rule) =>
        !(calm && rule.kind !== 'severe-symptoms') &&
        !(marks && rule.kind === 'self-harm') &&
        !(chore && rule.kind === 'crisis') &&
        !(supporting && rule.kind === 'assault') &&
        !(noSevere && rule.kind === 'severe-symptoms') &&
        rule.when(text),
    ) ?? null;
  if (!found) return null;
  // A helper speaking of others: the alarm stands only if it holds on the writer's own sentences.
  const own = found.kind === 'severe-symptoms' ? null : ownSentences(text);
  if (own !== null && !new TriageText(own).has(AGREEING, true)) {
    const mine = firstRule(new TriageText(own));
    if (!mine || mine.kind === 'severe-symptoms') return null;
  }
  // Words of others quoted: the alarm stands only if it holds without them.
  const unquoted = withoutReportedQuotes(text.raw);
  if (unquoted !== null) {
    const rest = new TriageText(unquoted);
    // "…'goodbye, i'm leaving tonight' — yeah. that's my plan too": the writer takes the words up.
    if (!rest.has(AGREEING, true) && !rest.has(SERIOUS, true) && !rest.has(TAKEN_UP, true)) return firstRule(rest);
  }
  return found;
}
