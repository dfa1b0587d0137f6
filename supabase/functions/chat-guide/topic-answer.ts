/**
 * Answers a question about one look-alike topic (topics.ts) from guide sentences on that same
 * topic only: a sentence qualifies when it, or the heading it sits under, uses the topic's key
 * term (and names the infection asked about, if any). When no guide sentence qualifies, the
 * reply says so and links a search, rather than answering from a neighbouring topic.
 */
import { cleanTitle } from './links.ts';
import { GUIDE_ABOUT } from './guide-about.ts';
import { isSafeSentence, phraseHits, sectionSentences } from './compose.ts';
import { MessageView } from './matcher.ts';
import { normalizeText, stem, wordMatches } from './normalize.ts';
import { contentWords, isFrameWord, isTopicWord, wordWeight } from './query.ts';
import { inverseFrequency, MAX_INVERSE_FREQUENCY } from './rarity.ts';
import { namedInfections, type InfectionTerm, type Topic } from './topics.ts';
import type { Answer, GuidePassage, RetrieveFn, Source } from './types.ts';

const RETRIEVE_LIMIT = 8;
const MAX_SENTENCES = 3;
const MAX_BODY_CHARS = 520;
/** Topics whose guide sentences hold for every infection (a retest after treatment, lab turnaround). */
const GENERAL_TOPICS = new Set<Topic['id']>(['retest-after-treatment', 'lab-results-time']);
/** A clause this short that names an infection is an item of a list, not a clause of its own. */
const LIST_ITEM_WORDS = 3;
/** Added to a sentence on the topic that sits in a section or guide named for the topic. */
const HOME_BONUS = 1.5;
/**
 * Per asked word (its topic weight) that the sentence's guide says it is about, in its title or
 * about-line (guide-about.ts: subtitle and keywords): of two guides stating the same fact, the
 * one whose subject is the question's ("missed birth control pills": the birth control guide) is preferred.
 */
const ABOUT_BONUS = 1.5;

/** Words of the question that only say what kind of answer is wanted, and the words that answer it. */
const ASKS_TIME = [
  'when',
  'how soon',
  'how long',
  'how late',
  'too late',
  'still',
  'timing',
  'how many days',
  'how many hours',
  'in time',
  'how quickly',
  'how fast',
  'how often',
  'interval',
  'time limit',
  'deadline',
  'cutoff',
  'cut off',
  'last for',
  'work for',
  'effective for',
];
const TIME_WORDS = [
  'within',
  'hours',
  'hour',
  'days',
  'weeks',
  'months',
  'years',
  'sooner',
  'soon',
  'every',
  'window',
  'after',
  'time',
  'right away',
];
const ASKS_COST = ['free', 'cost', 'costs', 'price', 'pay', 'afford', 'insurance', 'expensive', 'cheap'];
const COST_WORDS = ['insurance', 'cover', 'covers', 'cost', 'costs', 'free', 'assistance', 'pay', 'coverage'];
const ASKS_WHERE = ['where', 'get it', 'get one', 'buy', 'pharmacy', 'prescription', 'over the counter', 'available'];
const WHERE_WORDS = [
  'pharmacy',
  'pharmacies',
  'pharmacist',
  'prescription',
  'provider',
  'clinic',
  'clinics',
  'telehealth',
  'health centres',
];

const ASKS_WHAT = [
  'what is',
  'whats',
  'what are',
  'explain',
  'meaning',
  'define',
  'tell me about',
  'the same',
  'difference',
  'different',
  'versus',
  '=vs',
];
/** A sentence that says what something is ("PrEP, short for …, is medication that …"). */
const DEFINITION = /^[^.,;:]{0,40}(?:\s\([^)]*\)|, short for [^,]+,)?\s(?:is|are|means)\s/i;

/** Words that say nothing about which sentence answers (the topic's own words are matched apart). */
const QUESTION_FILLER = new Set([
  'take',
  'taking',
  'need',
  'get',
  'still',
  'long',
  'soon',
  'much',
  'many',
  'time',
  'meant',
  'suited',
  'cover',
  'covers',
]);
/** Who a prevention tool is for, and the words of the sentences that say so. */
const ASKS_WHO = ['who', 'meant for', 'right for', 'for me', 'suited', 'eligible', 'candidate', 'everyone', 'everybody'];
const WHO_WORDS = ['people', 'anyone', 'particularly', 'especially', 'recommended', 'someone', 'those'];
/** What a tool protects against ("does it cover HIV?"), and the words that say it. */
const ASKS_PROTECT = ['cover', 'covers', 'protect', 'protects', 'work against', 'prevent', 'stop'];
const PROTECT_WORDS = ['protect', 'protects', 'prevent', 'prevents', 'against', 'lower the chance'];

/** How much a phrase of the question said in a sentence counts (compose.ts phraseHits). */
const PHRASE_WEIGHT = 0.5;

/** A sentence whose subject is the one before ("It's curable …"). */
const LEANS_ON_BEFORE = /^(?:it|its|it's|they|they're|this|that)\b/i;

interface Candidate {
  /** As quoted: a list item on topic only by its sub-heading gets the sub-heading in front. */
  sentence: string;
  passage: GuidePassage;
  index: number;
  score: number;
}

function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((w) => w.length > 1);
}

function covers(words: readonly string[], wanted: readonly string[]): number {
  const stems = new Set(words.map(stem));
  let hits = 0;
  for (const w of wanted) if (stems.has(stem(w)) || words.some((x) => wordMatches(x, w))) hits += wordWeight(w);
  return hits;
}

function namesInfection(view: MessageView, infections: readonly InfectionTerm[]): boolean {
  return infections.some((infection) => view.hasAny(infection.terms));
}

/** The question's own words (typo-corrected), less the topic's and the infections' words. */
function questionWords(message: string, topic: Topic, infections: readonly InfectionTerm[]): string[] {
  // The topic's own names ("plan b", "morning after") say which topic, not which sentence.
  const names = topic.sentenceTerms.map((t) => t.replace(/^=/, '')).join(' ');
  const own = new Set(
    wordsOf(`${topic.search} ${topic.label} ${names} ${infections.map((i) => i.name).join(' ')} pep prep doxy`).map(stem),
  );
  const words = contentWords(message);
  // "work" is filler for a search, not for which sentence answers "how long does it take to work".
  for (const w of normalizeText(message).split(' ')) if (/^work(?:s|ing)?$/.test(w) && !words.includes('work')) words.push('work');
  return words.filter((w) => !own.has(stem(w)) && !QUESTION_FILLER.has(w) && w.length > 1);
}

function searchQueries(question: MessageView, topic: Topic, infections: readonly InfectionTerm[], extra: readonly string[]): string[] {
  const infection = infections[0]?.name.toLowerCase() ?? '';
  const kind = question.hasAny(ASKS_COST) ? 'insurance cost' : question.hasAny(ASKS_WHERE) ? 'provider clinic' : '';
  return [
    ...new Set(
      [
        ...(question.hasAny(ASKS_WHAT) && topic.define ? [topic.define] : []),
        ...(kind ? [`${topic.search} ${kind}`] : []),
        [topic.search, infection, ...extra.slice(0, 2)].filter(Boolean).join(' '),
        [topic.search, infection].filter(Boolean).join(' '),
        topic.search,
        // The section named for the infection ("Hepatitis A" in the vaccines guide) may rank below the
        // sections that say the topic's words more often: the infection's name alone finds it by its heading.
        infection,
      ].filter(Boolean),
    ),
  ];
}

function merge(results: readonly GuidePassage[][]): GuidePassage[] {
  const seen = new Set<string>();
  const out: GuidePassage[] = [];
  for (const rows of results) {
    for (const row of rows) {
      const key = `${row.slug}\u0000${row.heading}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(row);
    }
  }
  return out;
}

function candidates(
  question: MessageView,
  message: string,
  topic: Topic,
  passages: readonly GuidePassage[],
  anyInfection = false,
): Candidate[] {
  const infections = anyInfection ? [] : askedInfections(question);
  const wanted = questionWords(message, topic, infections);
  const extras: string[] = [];
  if (question.hasAny(ASKS_TIME)) extras.push(...TIME_WORDS);
  if (question.hasAny(ASKS_COST)) extras.push(...COST_WORDS);
  if (question.hasAny(ASKS_WHERE)) extras.push(...WHERE_WORDS);
  if (question.hasAny(ASKS_WHO)) extras.push(...WHO_WORDS);
  if (question.hasAny(ASKS_PROTECT)) extras.push(...PROTECT_WORDS);
  const asksWhat = question.hasAny(ASKS_WHAT);
  // The question's own phrases ("side effects"), the topic's words left out.
  const phrase = contentWords(message).filter((w) => wanted.includes(w));
  const maxRank = Math.max(0, ...passages.map((p) => p.rank));
  const out: Candidate[] = [];
  for (const passage of passages) {
    const aboutWords = wordsOf(`${passage.guide_title} ${GUIDE_ABOUT[passage.slug] ?? ''}`);
    const section = new MessageView(passage.heading);
    const title = new MessageView(passage.guide_title);
    const titleOnTopic = title.hasAny(topic.sentenceTerms);
    const sectionOnTopic = section.hasAny(topic.sentenceTerms);
    const all = sectionSentences(passage.content);
    for (const [index, { sentence, subheading }] of all.entries()) {
      if (!isSafeSentence(sentence) || /\?["'”]?$/.test(sentence) || /^["“]/.test(sentence)) continue;
      const view = new MessageView(sentence);
      // "It's curable …, and partners usually need treatment too." is said of the infection the sentence before names.
      const before = LEANS_ON_BEFORE.test(sentence) ? referent(all, index) : null;
      const inSentence = mentions(topic, view);
      // A sentence on a neighbouring topic (PEP in a PrEP question) is never quoted for this one, nor one whose
      // It/They stands for it ("It doesn't test for HIV … from a clinic or lab" after the kit's 15 minutes).
      if (!inSentence && topic.excludeTerms && view.hasAny(topic.excludeTerms)) continue;
      if (before && topic.excludeTerms && before.hasAny(topic.excludeTerms) && !mentions(topic, before)) continue;
      const inHeading = sectionOnTopic || (subheading !== '' && new MessageView(subheading).hasAny(topic.sentenceTerms));
      if (!inSentence && !inHeading && !titleOnTopic) continue;
      if (
        infections.length > 0 &&
        !namesInfection(view, infections) &&
        !(before && namedInfections(view).length === 0 && namesInfection(before, infections)) &&
        !namesInfection(new MessageView(`${passage.heading} ${subheading}`), infections)
      )
        continue;
      if (inSentence && infections.length > 0 && aboutAnotherInfection(sentence, topic, infections)) continue;
      const words = wordsOf(sentence);
      const asked = covers(words, wanted) + 1.5 * covers(wordsOf(passage.heading), wanted) + PHRASE_WEIGHT * phraseHits(phrase, words);
      // A sentence about the infection names it first ("HIV: daily treatment …").
      const leads = infections.length > 0 && namesInfection(new MessageView(words.slice(0, 3).join(' ')), infections) ? 1 : 0;
      const kind = extras.length > 0 ? Math.min(2, covers(words, extras) * 0.5) : 0;
      // The sentence that spells the name out ("pre-exposure prophylaxis") is the definition.
      const definition =
        asksWhat && inSentence ? (DEFINITION.test(sentence) ? 2 : 0) + (topic.define && view.has(topic.define) ? 1.5 : 0) : 0;
      const rankShare = maxRank > 0 ? passage.rank / maxRank : 0;
      // The same fact often sits in two guides: the one whose title or section names the topic is its home.
      const home = sectionOnTopic || titleOnTopic || passage.slug === topic.home ? HOME_BONUS : 0;
      const about = ABOUT_BONUS * covers(aboutWords, wanted);
      const score =
        about + (inSentence ? 3 : inHeading ? 1.5 : 0.75) + asked + kind + definition + leads + home + rankShare * 0.5 - index * 0.02;
      const bySubheading = !inSentence && subheading !== '' && new MessageView(subheading).hasAny(topic.sentenceTerms);
      out.push({ sentence: bySubheading ? `${subheading}: ${sentence}` : sentence, passage, index, score });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/** How many sentences back an It/They sentence's subject is looked for, each one between leaning on the one before it too. */
const MAX_LEANING_BACK = 3;

/**
 * The sentence an It/They sentence leans on: the one before, or, while that one leans back too
 * ("It can cause itching … It's curable …"), the nearest one before it that names an infection.
 */
function referent(all: readonly { sentence: string }[], index: number): MessageView | null {
  let at = index - 1;
  if (at < 0) return null;
  for (let back = 1; back < MAX_LEANING_BACK && at > 0; back++) {
    const view = new MessageView(all[at]!.sentence);
    if (namedInfections(view).length > 0 || !LEANS_ON_BEFORE.test(all[at]!.sentence)) break;
    at -= 1;
  }
  return new MessageView(all[at]!.sentence);
}

/** Where each named infection first occurs in the normalised question (-1 when absent). */
function positionOf(normalized: string, infection: InfectionTerm): number {
  let first = -1;
  for (const term of infection.terms) {
    const match = new RegExp(`\\b${term.replace(/^=/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).exec(normalized);
    if (match && (first < 0 || match.index < first)) first = match.index;
  }
  return first;
}

/**
 * The infections a question asks about, of those it names: one named only in a comparison ("a
 * vaccine for hepatitis C like there is for hep B") is not asked about, and when a tool is named
 * with one infection ("the HPV vaccine") and asked about another ("protect against herpes"), the
 * other is the one asked.
 */
export function askedInfections(question: MessageView): InfectionTerm[] {
  const named = namedInfections(question);
  if (named.length < 2) return named;
  const text = question.normalized;
  const at = named.map((infection) => ({ infection, at: positionOf(text, infection) }));
  const comparison = /\b(?:like|unlike|as with|same as|as for|as there is for)\b/.exec(text);
  let asked = comparison ? at.filter((i) => i.at < 0 || i.at < comparison.index) : at;
  const against = /\b(?:against|protect from|from getting)\b/.exec(text);
  if (against && asked.some((i) => i.at > against.index)) asked = asked.filter((i) => i.at > against.index);
  return asked.length > 0 ? asked.map((i) => i.infection) : named;
}

/**
 * Whether the topic's key term, in this sentence, is said of another infection than the ones
 * asked about: "hepatitis C can be cured in 8-12 weeks, and people living with HIV …" does not
 * answer "is HIV curable?". Each clause holding the term must name one of ours, or none.
 */
export function aboutAnotherInfection(sentence: string, topic: Topic, infections: readonly InfectionTerm[]): boolean {
  // A sentence that names only other infections is about them, whatever its heading says.
  const whole = new MessageView(sentence);
  if (namedInfections(whole).length > 0 && !namesInfection(whole, infections)) return true;
  // A list ("no vaccines for HIV, herpes, chlamydia or hepatitis C") stays one clause.
  const clauses: MessageView[] = [];
  for (const piece of sentence.split(/[,;:()]|\b(?:and|but|while|whereas)\b/)) {
    const view = new MessageView(piece);
    const previous = clauses[clauses.length - 1];
    if (previous && view.tokens.length <= LIST_ITEM_WORDS && namedInfections(view).length > 0) {
      clauses[clauses.length - 1] = new MessageView(`${previous.raw} ${piece}`);
    } else clauses.push(view);
  }
  const holding = clauses.filter((clause) => mentions(topic, clause));
  if (holding.length === 0) return false;
  return holding.every((clause) => namedInfections(clause).length > 0 && !namesInfection(clause, infections));
}

/** Whether a sentence says again what is said: most of its words, or all of its figures. */
function repeats(sentence: string, said: readonly string[]): boolean {
  const saidWords = new Set(said.flatMap((s) => wordsOf(s).map(stem)));
  const mine = wordsOf(sentence).map(stem);
  const shared = mine.filter((w) => saidWords.has(w)).length / Math.max(1, mine.length);
  if (shared > 0.6) return true;
  const figures = sentence.match(/\d+(?:-\d+)?/g) ?? [];
  const saidText = said.join(' ');
  return figures.length > 0 && figures.every((f) => saidText.includes(f)) && shared > 0.25;
}

/** Whether a text uses the topic's key term ("PEP" but not the "PEP" of "Doxy-PEP"). */
/** Whether a text names the topic ("PEP" not inside "doxy-PEP"). */
export function mentions(topic: Topic, view: MessageView): boolean {
  if (topic.id === 'pep') return /(?<!doxy )\bpep\b/.test(view.normalized) || view.has('post exposure prophylaxis');
  return view.hasAny(topic.sentenceTerms);
}

function sourcesOf(passages: readonly GuidePassage[]): Source[] {
  const sources: Source[] = [];
  for (const passage of passages) {
    if (!sources.some((s) => s.slug === passage.slug))
      sources.push({ slug: passage.slug, title: cleanTitle(passage.guide_title) || passage.slug });
  }
  return sources;
}

/** "I don't have a guide on that yet", with a search for the topic's words. */
export function noGuideAnswer(topic: Topic, related: readonly Source[] = []): Answer {
  const query = encodeURIComponent(topic.search).replace(/%20/g, '+');
  return {
    route: `intent:no-guide:${topic.id}`,
    body:
      `I don't have a guide that answers that about ${topic.label} yet, so I won't guess. ` +
      `You can [search our guides](/search?q=${query}) or browse the [Education Center](/educational-resources), ` +
      'and a healthcare provider or pharmacist can answer it for your situation.',
    sources: [...related],
    passages: [],
    rephrasable: false,
  };
}

export interface TopicAnswerOptions {
  /** A follow-up: its own words must be answered, not just the topic. */
  followUp?: boolean;
}

interface Picked {
  sentences: Candidate[];
  /** A guide on the topic, linked even when no sentence answers. */
  related: Source[];
}

async function pick(message: string, topic: Topic, retrieve: RetrieveFn, followUp: boolean): Promise<Picked> {
  const question = new MessageView(message);
  const infections = askedInfections(question);
  const wanted = questionWords(message, topic, infections);
  const results: GuidePassage[][] = [];
  // The rarest of the question's words say most about which section answers (rarity.ts).
  const byRarity = [...wanted]
    .filter((w) => isTopicWord(w) && inverseFrequency(w) <= MAX_INVERSE_FREQUENCY)
    .sort((a, b) => inverseFrequency(b) - inverseFrequency(a));
  for (const query of searchQueries(question, topic, infections, byRarity)) {
    try {
      results.push(await retrieve(query, RETRIEVE_LIMIT));
    } catch {
      results.push([]);
    }
  }
  const passages = merge(results);
  let ranked = candidates(question, message, topic, passages);
  // The guides state when to retest, or how long a lab takes, for every infection at once.
  // (Also when some sentence names the infection: the general rule may answer better, "retest about 3 months after treatment".)
  if (GENERAL_TOPICS.has(topic.id) && infections.length > 0) {
    const named = new Set(ranked.map((c) => `${c.passage.slug}\u0000${c.passage.heading}\u0000${c.index}`));
    const general = candidates(question, message, topic, passages, true).filter(
      (c) => !named.has(`${c.passage.slug}\u0000${c.passage.heading}\u0000${c.index}`),
    );
    ranked = [...ranked, ...general].sort((a, b) => b.score - a.score);
  } else if (infections.length > 0) {
    ranked = [...ranked, ...generalAnswers(question, message, topic, passages, ranked, wanted)].sort((a, b) => b.score - a.score);
  }
  const related = sourcesOf(passages.filter((p) => new MessageView(`${p.heading} ${p.content}`).hasAny(topic.sentenceTerms))).slice(0, 1);
  // A follow-up's own words must be answered ("is it free?"), not just its topic: its best sentence is the best that says them.
  // A facet the guides word otherwise ("is it free?": cost, insurance) counts in their words too.
  if (followUp && wanted.length > 0) {
    // ("covers" or "coverage" alone is not about money: "this guide covers the basics", "condoms for extra coverage".)
    const cost = COST_WORDS.filter((w) => !w.startsWith('cover'));
    const facet = [...wanted, ...(question.hasAny(ASKS_COST) ? cost : []), ...(question.hasAny(ASKS_WHERE) ? WHERE_WORDS : [])];
    ranked = ranked.filter((c) => covers(wordsOf(`${c.sentence} ${c.passage.heading}`), facet) > 0);
  }
  const best = ranked[0];
  if (!best) return { sentences: [], related };

  // The best sentence and what follows it in its section (it finishes the thought), then at
  // most one sentence from another section that adds something (not the same figures again).
  const picked: Candidate[] = [best];
  // "It doesn't protect against HIV." needs the sentence before it, which says what "it" is (and,
  // while that one leans back too, the ones before it: "Trich is … It can cause … It's curable …").
  const all = sectionSentences(best.passage.content);
  for (
    let at = best.index;
    at > best.index - MAX_LEANING_BACK && /^(?:it|its|it's|they|they're|this|that)\b/i.test(all[at]?.sentence ?? '');
    at--
  ) {
    const before = all[at - 1]?.sentence;
    if (!before || !isSafeSentence(before)) break;
    picked.push({ ...best, sentence: before, index: at - 1 });
  }
  // "It's not a general STI test" after the sentence on cervical screening: it leans on the best one.
  const after = sectionSentences(best.passage.content)[best.index + 1]?.sentence;
  if (
    after &&
    /^(?:it|its|it's|this|that)\b/i.test(after) &&
    isSafeSentence(after) &&
    !(topic.excludeTerms && new MessageView(after).hasAny(topic.excludeTerms)) &&
    !ranked.some((c) => c.passage === best.passage && c.index === best.index + 1)
  )
    picked.push({ ...best, sentence: after, index: best.index + 1 });
  const next = ranked.filter((c) => c.passage === best.passage && c.index > best.index && c.index <= best.index + 2);
  const elsewhere = ranked.filter((c) => c.passage !== best.passage);
  for (const c of [...next, ...elsewhere.slice(0, 3)]) {
    if (picked.length >= MAX_SENTENCES) break;
    // What follows the best sentence in its section needs only to be on the topic.
    if (c.passage !== best.passage && c.score < best.score * 0.5) continue;
    if (c.passage !== best.passage && picked.some((p) => p.passage !== best.passage)) continue;
    if (
      repeats(
        c.sentence,
        picked.map((p) => p.sentence),
      )
    )
      continue;
    // A sentence of another section that leans back ("It's curable …") comes with the sentences saying what its "It" is.
    if (c.passage !== best.passage) picked.push(...leadIn(c));
    picked.push(c);
  }
  picked.sort((a, b) => (a.passage === b.passage ? a.index - b.index : a.passage === best.passage ? -1 : 1));
  return { sentences: picked, related };
}

/**
 * Sentences naming no infection, in a section naming none, state what holds for every infection
 * ("Side effects are usually mild, like a sore arm …" of every vaccine; "Your provider will tell you
 * how long to avoid sex …" after any treatment). For a question on one infection they compete with
 * that infection's own sentences only when they say one of the question's own words (the topic's
 * and the infection's left out) that the infection's best sentence does not.
 */
function generalAnswers(
  question: MessageView,
  message: string,
  topic: Topic,
  passages: readonly GuidePassage[],
  named: readonly Candidate[],
  wanted: readonly string[],
): Candidate[] {
  const own = new Set(wanted.filter((w) => !isFrameWord(w) && inverseFrequency(w) <= MAX_INVERSE_FREQUENCY));
  // The question's own phrases: two of its words in a row ("side effects", "cell changes").
  const words = contentWords(message);
  const pairs = words.slice(1).flatMap((w, i) => (own.has(words[i]!) && own.has(w) ? [[words[i]!, w]] : []));
  if (pairs.length === 0) return [];
  const best = named[0];
  const said = (text: string, pair: readonly string[]): boolean => phraseHits(pair, wordsOf(text)) > 0;
  const unsaid = best ? pairs.filter((pair) => !said(`${best.sentence} ${best.passage.heading}`, pair)) : pairs;
  if (unsaid.length === 0) return [];
  return candidates(question, message, topic, passages, true).filter(
    (c) =>
      !LEANS_ON_BEFORE.test(c.sentence) &&
      namedInfections(new MessageView(`${c.passage.heading} ${c.sentence}`)).length === 0 &&
      unsaid.some((pair) => said(c.sentence, pair)) &&
      !named.some((n) => n.passage === c.passage && n.index === c.index),
  );
}

/** The sentences before an It/They sentence, back to the one naming what it is (none when it does not lean back). */
function leadIn(c: Candidate): Candidate[] {
  const all = sectionSentences(c.passage.content);
  const before: Candidate[] = [];
  for (let at = c.index; at > c.index - MAX_LEANING_BACK && LEANS_ON_BEFORE.test(all[at]?.sentence ?? ''); at--) {
    const sentence = all[at - 1]?.sentence;
    if (!sentence || !isSafeSentence(sentence)) return [];
    before.unshift({ ...c, sentence, index: at - 1 });
  }
  return before;
}

function assemble(route: Answer['route'], picked: readonly Candidate[]): Answer {
  let body = '';
  const used: GuidePassage[] = [];
  for (const c of picked) {
    const next = body === '' ? c.sentence : `${body} ${c.sentence}`;
    if (next.length > MAX_BODY_CHARS && body !== '') break;
    body = next;
    if (!used.includes(c.passage)) used.push(c.passage);
  }
  return { route, body: `From our guides: ${body}`, sources: sourcesOf(used), passages: used, rephrasable: true };
}

/** Answers from sentences on `topic` only (see the module comment). */
export async function topicAnswer(message: string, topic: Topic, retrieve: RetrieveFn, options: TopicAnswerOptions = {}): Promise<Answer> {
  const { sentences, related } = await pick(message, topic, retrieve, options.followUp ?? false);
  if (sentences.length === 0) return noGuideAnswer(topic, related);
  return assemble(`intent:topic:${topic.id}`, sentences);
}

/**
 * A question naming two look-alikes ("is Plan B the same as PEP?"): what each one is, from
 * its own guide sentences, one after the other. A section on both ("PrEP vs. PEP") holds the
 * defining contrast, so its sentences come first.
 */
export async function compareAnswer(topics: readonly Topic[], retrieve: RetrieveFn): Promise<Answer> {
  const pair = topics.slice(0, 2);
  const contrast = await contrastSentences(pair, retrieve);
  if (contrast.length > 0) return assemble(`intent:compare:${topics.map((t) => t.id).join('+')}`, contrast);
  const picked: Candidate[] = [];
  for (const topic of pair) {
    const { sentences } = await pick(`what is ${topic.label}`, topic, retrieve, false);
    const first = sentences[0];
    if (first) picked.push(first);
  }
  if (picked.length === 0) return noGuideAnswer(topics[0]!);
  return assemble(`intent:compare:${topics.map((t) => t.id).join('+')}`, picked);
}

/** For each topic, its best sentence from a section whose heading names every topic of the pair; [] when there is none. */
async function contrastSentences(pair: readonly Topic[], retrieve: RetrieveFn): Promise<Candidate[]> {
  let rows: GuidePassage[];
  try {
    rows = await retrieve(pair.map((t) => t.search).join(' '), RETRIEVE_LIMIT);
  } catch {
    return [];
  }
  const shared = rows.filter((row) => {
    const heading = new MessageView(row.heading);
    return pair.every((topic) => mentions(topic, heading));
  });
  if (shared.length === 0) return [];
  const picked: Candidate[] = [];
  for (const topic of pair) {
    const question = `what is ${topic.label}`;
    const best = candidates(new MessageView(question), question, topic, shared).find((c) => mentions(topic, new MessageView(c.sentence)));
    if (!best) return [];
    picked.push(best);
    // "It must be started within 72 hours": the sentence right after, when it leans on this one.
    const next = sectionSentences(best.passage.content)[best.index + 1]?.sentence;
    if (next && /^(?:it|its|it's|they)\b/i.test(next) && isSafeSentence(next) && !pair.some((t) => mentions(t, new MessageView(next))))
      picked.push({ ...best, sentence: next, index: best.index + 1 });
  }
  return picked.sort((a, b) => a.index - b.index);
}
