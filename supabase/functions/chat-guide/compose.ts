/**
 * Composes a short reply from retrieved guide sections: re-ranks the rows by how well they
 * cover the question, keeps the few most relevant sentences (a few sentences, never a
 * dump) and cites the guides used.
 */
import { isAllowedNumber, numbersIn } from './facts.ts';
import { GUIDE_ABOUT } from './guide-about.ts';
import { cleanTitle } from './links.ts';
import { normalizeText, stem, wordMatches } from './normalize.ts';
import { wordWeight } from './query.ts';
import { inverseFrequency } from './rarity.ts';
import type { Answer, GuidePassage, Source } from './types.ts';

const MAX_GUIDES = 2;
const MAX_SENTENCES = 3;
const MAX_BODY_CHARS = 520;
const MIN_COVERAGE = 1.5;
/** Words pointing back at the sentence before ("it means the same thing"). */
const LEANS_BACK = /\b(?:the same thing|the same as this|as above|this means|that means)\b/i;
const DEPENDENT_OPENING = /^(?:it|its|it's|they|they're|this|that|these|those|he|she|then|also)\b/i;

function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/[*_`>]+/g, '')
    .replace(/^\s*(?:[-•]|\d+\.)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((w) => w.length > 1);
}

/**
 * Compound terms whose last word alone means something else: a "window period" is not the
 * period of "can I test during my period?". Their last word matches a question only when
 * the question has the whole term's first word too.
 */
const COMPOUNDS: readonly (readonly [string, string])[] = [['window', 'period']];

/** A text's words for matching against the question: a compound's last word dropped unless the question has its first. */
function matchWords(text: string, queryWords: readonly string[]): string[] {
  const words = wordsOf(text);
  const asked = new Set(queryWords.map(stem));
  const drop = COMPOUNDS.filter(([first]) => !asked.has(stem(first)));
  if (drop.length === 0) return words;
  return words.filter(
    (word, i) => !drop.some(([first, last]) => i > 0 && stem(word) === stem(last) && stem(words[i - 1]!) === stem(first)),
  );
}

/** A typical word's inverse frequency in the guides: a word this common keeps its plain weight. */
const TYPICAL_RARITY = 3.5;

/** A query word's weight for ranking: the guides' topic words count most, and rare words more than common ones. */
function rankWeight(word: string): number {
  return (wordWeight(word) * inverseFrequency(word)) / TYPICAL_RARITY;
}

/** How well the given words cover the query (typo-tolerantly), each query word weighted. */
function coverage(queryWords: readonly string[], words: readonly string[], weight: (word: string) => number = wordWeight): number {
  const stems = new Set(words.map(stem));
  let hits = 0;
  for (const q of queryWords) {
    if (stems.has(stem(q)) || words.some((w) => wordMatches(w, q))) hits += weight(q);
  }
  return hits;
}

/** Words of a text that say nothing between two question words ("side effects OF birth control"). */
const BETWEEN = new Set(['a', 'an', 'the', 'of', 'to', 'for', 'and', 'or', 'your', 'my', 'in', 'on', 'with']);

/**
 * Proximity: the question's consecutive content words ("side effects", "expedited partner
 * therapy", "throat swab") found next to each other in the text, at most one small word
 * apart; each such pair adds the rank weight of its second word. A sentence that says the
 * question's phrase is about it, not one that only shares its words.
 */
export function phraseHits(queryWords: readonly string[], words: readonly string[]): number {
  if (queryWords.length < 2) return 0;
  const stems = words.map(stem);
  let hits = 0;
  for (let q = 1; q < queryWords.length; q++) {
    const first = stem(queryWords[q - 1]!);
    const second = stem(queryWords[q]!);
    for (let i = 0; i < stems.length - 1; i++) {
      if (stems[i] !== first) continue;
      const next = stems[i + 1] === second || (BETWEEN.has(words[i + 1]!) && stems[i + 2] === second);
      if (next) {
        hits += rankWeight(queryWords[q]!);
        break;
      }
    }
  }
  return hits;
}

/** How much what a guide says it is about (guide-about.ts) counts for its sections. */
const ABOUT_WEIGHT = 0.5;

/** How much a phrase of the question said in a sentence counts, beside its words one by one. */
const PHRASE_WEIGHT = 0.5;

/** A sentence that opens with a quote is a sample line to say ("\"I had a condom break …\""). */
const QUOTED = /^["“]/;
/** Question words asking what to say, which a sample line answers. */
const ASKS_WORDING = new Set(['say', 'tell', 'word', 'words', 'wording', 'text', 'script', 'phrase', 'ask', 'bring', 'talk', 'message']);
/** How much a sample line counts for a question that does not ask what to say: it shares the question's words without answering it. */
const QUOTED_WEIGHT = 0.5;

export function sentenceHits(queryWords: readonly string[], sentence: string): number {
  const words = matchWords(sentence, queryWords);
  const hits = coverage(queryWords, words, rankWeight) + PHRASE_WEIGHT * phraseHits(queryWords, words);
  return QUOTED.test(sentence) && !queryWords.some((word) => ASKS_WORDING.has(word)) ? hits * QUOTED_WEIGHT : hits;
}

/** Share of a sentence's words already said: used to skip near-repeats across guides. */
function overlapWith(sentence: string, previous: readonly string[]): number {
  const mine = new Set(wordsOf(sentence).map(stem));
  if (mine.size === 0) return 1;
  const said = new Set(previous.flatMap((p) => wordsOf(p).map(stem)));
  let shared = 0;
  for (const w of mine) if (said.has(w)) shared += 1;
  return shared / mine.size;
}

interface Scored {
  passage: GuidePassage;
  score: number;
}

function scorePassages(queryWords: readonly string[], passages: readonly GuidePassage[], minCoverage = MIN_COVERAGE): Scored[] {
  const maxRank = Math.max(0, ...passages.map((p) => p.rank));
  return passages
    .map((passage, index) => {
      const bodyHits = coverage(queryWords, matchWords(`${passage.heading} ${passage.content}`, queryWords));
      const titleHits = coverage(queryWords, wordsOf(`${passage.guide_title} ${passage.slug.replace(/-/g, ' ')} ${passage.heading}`));
      // Long sections mention everything somewhere; the best sentences show what a section is about.
      const [best = 0, second = 0] = sentencesOf(passage.content)
        .map((sentence) => sentenceHits(queryWords, sentence))
        .sort((a, b) => b - a);
      const rankShare = maxRank > 0 ? passage.rank / maxRank : 0;
      // What the guide says it is about (its subtitle and keywords): the question's phrase there marks the guide's own subject.
      const about = GUIDE_ABOUT[passage.slug] ?? '';
      const aboutWords = wordsOf(about);
      const aboutHits = coverage(queryWords, aboutWords, rankWeight) + phraseHits(queryWords, aboutWords);
      const score = best * 2 + second + bodyHits * 0.5 + titleHits * 1.5 + rankShare * 1.5 + ABOUT_WEIGHT * aboutHits - index * 0.05;
      // Relevant only if it covers one specific topic word or a few generic ones.
      return { passage, score: bodyHits + titleHits >= minCoverage ? score : 0 };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** A sentence of a guide section and the sub-heading it sits under ('' when none). */
export interface SectionSentence {
  sentence: string;
  subheading: string;
}

/**
 * Sentences of a section. Guide sections are markdown with paragraphs, sub-headings and lists:
 * lines are split first (a sub-heading such as "External condoms" is not a sentence), list
 * items count as sentences, and each gets a closing full stop. Each sentence keeps the
 * sub-heading above it ("Curable infections"), which says what a list item is about.
 */
export function sectionSentences(content: string): SectionSentence[] {
  const sentences: SectionSentence[] = [];
  let subheading = '';
  for (const rawLine of content.split(/\n+/)) {
    const line = plainText(rawLine);
    if (line === '') continue;
    if (/^\s*#{1,6}\s/.test(rawLine) || (!/[.!?:;,]/.test(line) && line.split(' ').length < 9)) {
      subheading = line;
      continue;
    }
    let previous: SectionSentence | null = null;
    for (const piece of line.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)) {
      const sentence = piece.trim();
      // A short sentence finishing the one before on its line ("… usually with itching. Also not an STI."), or
      // the answer in brackets after a question ("When do we stop using condoms …, if ever? (Many couples … after both have tested.)").
      const answersQuestion = previous !== null && /\?["”]?$/.test(previous.sentence) && /^\(.*\)$/.test(sentence);
      if (
        previous &&
        (answersQuestion || (sentence.length < 25 && /[.!?]$/.test(sentence))) &&
        previous.sentence.length + sentence.length < 320
      ) {
        previous.sentence = `${previous.sentence} ${sentence}`;
        continue;
      }
      previous = null;
      if (sentence.length < 25 || sentence.length > 320) continue;
      if (!/[.!?:;,]/.test(sentence) && sentence.split(' ').length < 6) continue; // a heading
      if (sentence.endsWith(':')) continue; // a list's lead-in says nothing without its list
      // A list item continuing its lead-in ("the dates of your last test …") is quoted as a sentence of its own.
      const whole = /[.!?]["'”)]?$/.test(sentence) ? sentence : `${sentence.replace(/[;,]$/, '')}.`;
      previous = { sentence: whole.charAt(0).toUpperCase() + whole.slice(1), subheading };
      sentences.push(previous);
    }
  }
  return sentences;
}

/** A sentence whose subject is a word pointing back ("They may feel a little strange …"). */
const POINTS_BACK = /^(?:it|it's|its|they|they're)\b/i;

/**
 * A section's sentences as scored and quoted: one whose subject points back and that sits under a
 * sub-heading ("Swabs") is read with it ("Swabs: They may feel a little strange but shouldn't hurt."),
 * since the sub-heading names what it is about.
 */
function sentencesOf(content: string): string[] {
  const all = sectionSentences(content);
  return all.map(({ sentence, subheading }, i) => {
    if (subheading === '' || !POINTS_BACK.test(sentence)) return sentence;
    // Only when the sub-heading is what it points back to: the first sentence under it, or one after a
    // sentence whose subject is the sub-heading ("Swabs matter because …"), not one after "Latex is …".
    const before = all[i - 1];
    const head = stem(wordsOf(subheading)[0] ?? '');
    const onHeading = !before || before.subheading !== subheading || stem(wordsOf(before.sentence)[0] ?? '') === head;
    return onHeading ? `${subheading}: ${sentence}` : sentence;
  });
}

/** Sentences bringing figures outside docs/product.md#claims and docs/product.md#constants are left out (never state another number). */
export function isSafeSentence(sentence: string): boolean {
  return numbersIn(sentence).every(isAllowedNumber);
}

/**
 * Picks up to `count` sentences, kept in reading order: those that use the question's words
 * most. For the leading passage, room left is filled with the sentence right after the best
 * one (it usually finishes the thought), and a section that matched on its heading alone
 * is summarised by its opening sentences.
 */
function bestSentences(queryWords: readonly string[], passage: GuidePassage, count: number, lead: boolean): string[] {
  const scored = sentencesOf(passage.content)
    .filter(isSafeSentence)
    .map((sentence, index) => ({
      sentence,
      index,
      // A sentence opening with "It"/"They"/"This" leans on the one before: less quotable alone.
      hits: sentenceHits(queryWords, sentence) * (DEPENDENT_OPENING.test(sentence) ? 0.6 : 1),
    }));
  const chosen = scored
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, count);
  if (lead && chosen.length > 0 && chosen.length < count) {
    // A best sentence that leans on the one before ("It means the same thing") comes with it.
    const best = chosen[0]!;
    const before = scored[best.index - 1];
    const leans = DEPENDENT_OPENING.test(best.sentence) || LEANS_BACK.test(best.sentence);
    const next = leans && before && !chosen.includes(before) ? before : scored[best.index + 1];
    if (next && !chosen.includes(next)) chosen.push(next);
  }
  if (chosen.length === 0 && lead) chosen.push(...scored.slice(0, count));
  return chosen.sort((a, b) => a.index - b.index).map((s) => s.sentence);
}

/**
 * Returns a retrieval answer, or null when nothing retrieved is relevant enough to quote.
 * `queryWords` are the question's content words (see query.ts). `minCoverage` is how much of
 * them a section must say to be quoted (lower when the conversation already chose the guide).
 */
export function composeFromPassages(
  queryWords: readonly string[],
  passages: readonly GuidePassage[],
  minCoverage = MIN_COVERAGE,
): Answer | null {
  if (queryWords.length === 0) return null;
  const scored = scorePassages(queryWords, passages, minCoverage);
  const best = scored[0];
  if (!best) return null;

  const chosen: Scored[] = [best];
  for (const candidate of scored.slice(1)) {
    if (chosen.length >= MAX_GUIDES) break;
    if (chosen.some((c) => c.passage.slug === candidate.passage.slug)) continue;
    if (candidate.score >= best.score * 0.75) chosen.push(candidate);
  }

  const picked: { sentence: string; passage: GuidePassage }[] = [];
  for (const [i, item] of chosen.entries()) {
    const budget = i === 0 ? MAX_SENTENCES - (chosen.length > 1 ? 1 : 0) : 1;
    for (const sentence of bestSentences(queryWords, item.passage, budget, i === 0)) {
      if (
        overlapWith(
          sentence,
          picked.map((p) => p.sentence),
        ) > 0.6
      )
        continue;
      picked.push({ sentence, passage: item.passage });
    }
  }

  let body = '';
  const used: GuidePassage[] = [];
  for (const { sentence, passage } of picked) {
    const next = body === '' ? sentence : `${body} ${sentence}`;
    if (next.length > MAX_BODY_CHARS && body !== '') break;
    body = next;
    if (!used.includes(passage)) used.push(passage);
  }
  if (body === '') return null;

  const sources: Source[] = [];
  for (const passage of used) {
    if (!sources.some((s) => s.slug === passage.slug)) {
      sources.push({ slug: passage.slug, title: cleanTitle(passage.guide_title) || passage.slug });
    }
  }
  return {
    route: 'retrieval',
    body: `From our guides: ${body}`,
    sources,
    passages: used,
    rephrasable: true,
  };
}

/** `/search?q=…` for the given words (only what links.ts lets the widget follow: a-z, 0-9, "-", "+"). */
export function searchHref(words: readonly string[]): string | null {
  let query = '';
  for (const word of words) {
    const clean = normalizeText(word).replace(/ /g, '+');
    if (clean === '') continue;
    const next = query === '' ? clean : `${query}+${clean}`;
    if (next.length > 80) break;
    query = next;
  }
  return query === '' ? null : `/search?q=${query}`;
}

/**
 * Nothing in the guides answers: "I don't have a guide on that yet", with a search of our guides
 * for the question's words (`words`, see query.ts contentWords), rather than a guess from a
 * neighbouring topic. Without any word to search for, a pointer to the Education Center.
 */
export function fallbackAnswer(words: readonly string[] = []): Answer {
  const href = searchHref(words);
  const body = href
    ? "I don't have a guide on that yet, so I won't guess. " +
      `You can [search our guides](${href}) or browse every topic in the [Education Center](/educational-resources). ` +
      'For a question about your own health, a healthcare provider is the best person to ask.'
    : "I couldn't find that in our guides. You can browse every topic in the [Education Center](/educational-resources), " +
      'or ask me about testing timelines, symptoms and next steps, prevention, or the kit. ' +
      'For a question about your own health, a healthcare provider is the best person to ask.';
  return { route: 'fallback', body, sources: [], passages: [], rephrasable: false };
}
