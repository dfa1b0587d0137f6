/**
 * Short follow-ups ("how long does it take to work?", "and for women?", "is it free?") are
 * answered about the previous turn's subject: the subject of the latest earlier user turn that
 * had one (a look-alike topic, an infection or the kit) is put in front of the follow-up. A
 * question on a facet (cure, vaccine, treatment) naming no infection of its own ("is it
 * curable?") carries only the earlier infection or prevention topic. An age given alone ("and
 * if I'm already 30?") is read as the guides' "adults".
 */
import { MessageView } from './matcher.ts';
import { stem, stripMarkup } from './normalize.ts';
import { contentWords, isGuideWord, isTopicWord } from './query.ts';
import { detectTopic, namedInfections, type Topic } from './topics.ts';

/** One earlier turn of the open conversation, oldest first (validation.ts). */
export interface HistoryTurn {
  role: 'user' | 'agent';
  content: string;
}

const MAX_FOLLOW_UP_WORDS = 10;
/** Topic words of an earlier turn carried when it names no subject ("lube condoms"). */
const MAX_CARRIED_WORDS = 4;
/** How many earlier user turns are searched for the subject, newest first. */
const MAX_TURNS_BACK = 3;

/** Openings that go on with the question before ("and what if …", "but what if …", "and if …", "even if …"). */
const CONTINUES = /^(?:(?:and|but|so|or) )?(?:what )?if\b|^(?:(?:and|but) )?even (?:if|though)\b/;

/** A question whose subject is a word leaning on the turn before ("does it cover HIV?"). */
const LEANS_FIRST = /^(?:does|do|is|are|can|will|would|could|did|should) (?:it|that|this|they|those|these)\b/;

const KIT = ['kit', 'kits', 'candor', 'cartridge'];

const PREVENTION: readonly string[] = ['doxy-pep', 'emergency-contraception', 'pep', 'prep', 'cervical-screening'];

export interface Subject {
  /** The words put in front of the follow-up ("PrEP", "hepatitis C", "the Candor kit"). */
  phrase: string;
  topic: Topic | null;
}

/** The subject a message is about, or null when it names none. */
export function subjectOf(text: string): Subject | null {
  const view = new MessageView(text);
  const topic = detectTopic(view);
  const infections = namedInfections(view);
  const kit = view.hasAny(KIT);
  const parts: string[] = [];
  if (topic && PREVENTION.includes(topic.id)) parts.push(topic.label);
  if (infections.length > 0) parts.push(infections.map((i) => i.name).join(' and '));
  // Other topics keep their key words ("curable"), so "how long does that take?" stays on them.
  if (topic && !PREVENTION.includes(topic.id)) parts.push(topic.search);
  if (kit) parts.push('the Candor kit');
  if (parts.length === 0) return null;
  return { phrase: parts.join(' '), topic };
}

/**
 * Whether a message reads as a follow-up that leans on an earlier turn: a question of at most
 * ten words with no subject of its own ("how many doses?", "ok what should i bring with me",
 * "does my partner need to be treated?"). Once a conversation is under way, such a question
 * continues it far more often than it starts a new one (and the guides' answer to it alone is a guess).
 */
export function isFollowUp(message: string): boolean {
  const view = new MessageView(message);
  if (view.tokens.length === 0 || view.tokens.length > MAX_FOLLOW_UP_WORDS) return false;
  return !subjectOf(message);
}

/**
 * The part of an earlier subject a facet question carries: its infections and its prevention
 * topic ("mycoplasma", "PrEP"), not its own facet ("curable"). Null when it names neither.
 */
function namedSubject(text: string): Subject | null {
  const view = new MessageView(text);
  const topic = detectTopic(view);
  const parts: string[] = [];
  if (topic && PREVENTION.includes(topic.id)) parts.push(topic.label);
  const infections = namedInfections(view);
  if (infections.length > 0) parts.push(infections.map((i) => i.name).join(' and '));
  return parts.length > 0 ? { phrase: parts.join(' '), topic: topic && PREVENTION.includes(topic.id) ? topic : null } : null;
}

/**
 * A short question on a facet (cure, vaccine, treatment, a retest) that names no infection,
 * prevention topic or kit of its own ("is it curable?", "is there a vaccine?", "does my partner
 * need to be treated?") asks it of the earlier turn's infection or prevention topic.
 */
function asksFacetOfEarlier(view: MessageView): boolean {
  if (view.tokens.length === 0 || view.tokens.length > MAX_FOLLOW_UP_WORDS || view.hasAny(KIT)) return false;
  const topic = detectTopic(view);
  return topic !== null && !PREVENTION.includes(topic.id) && namedInfections(view).length === 0;
}

export interface ResolvedFollowUp {
  /** The message with the earlier subject in front ("PrEP is it free?"). */
  message: string;
  subject: Subject;
}

/** Openings that swap the subject of the question before ("and for syphilis?", "what about HIV?"). */
const SWAP_OPENINGS = /^(?:and|or|but|also|plus|what about|how about|same for|and what about|and how about)\b/;
const MAX_SWAP_WORDS = 6;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * "and for syphilis?" after "how long until an HIV test is reliable?": the earlier question
 * again, about the infection now named (its facet, a window period, stays); so is a message
 * that only sets an infection beside the earlier one ("is that the same for hep c?", "is
 * syphilis different"). Null when the message is not such a swap.
 */
export function swapInfection(message: string, previous: string): string | null {
  const view = new MessageView(message);
  if (view.tokens.length === 0) return null;
  const opened = view.tokens.length <= MAX_SWAP_WORDS && SWAP_OPENINGS.test(view.normalized);
  if (!opened && !comparesOnly(view)) return null;
  const named = namedInfections(view);
  if (named.length === 0 || detectTopic(view)) return null;
  const before = new MessageView(previous);
  const earlier = namedInfections(before).filter((i) => !named.includes(i));
  const name = named.map((i) => i.name).join(' and ');
  if (earlier.length === 0) return namedInfections(before).length > 0 ? null : `${before.normalized} for ${name}`;
  let text = before.normalized;
  for (const infection of earlier) {
    for (const term of [...infection.terms].sort((a, b) => b.length - a.length)) {
      const words = term.replace(/^=/, '');
      text = text.replace(new RegExp(`\\b${escapeRegExp(words)}\\b`, 'g'), name.toLowerCase());
    }
  }
  return text === before.normalized ? null : text;
}

/**
 * Words that only set a named infection beside the earlier one ("is that the same for hep c?",
 * "is syphilis different", "what about HIV specifically?"): with nothing else said, the message
 * asks the earlier question of that infection.
 */
const COMPARING_WORDS = new Set(
  'is are does do did that it this those the same different differ similar for with about what how and or but also too specifically then though tho one any as there'.split(
    ' ',
  ),
);
const MAX_COMPARING_WORDS = 8;

/** Whether a short message names an infection and, besides it, only words that compare it with the earlier one. */
function comparesOnly(view: MessageView): boolean {
  if (view.tokens.length > MAX_COMPARING_WORDS) return false;
  const named = namedInfections(view);
  if (named.length === 0) return false;
  let text = ` ${view.normalized} `;
  for (const infection of named) {
    for (const term of [...infection.terms].sort((a, b) => b.length - a.length)) {
      text = text.replace(new RegExp(`\\b${escapeRegExp(term.replace(/^=/, ''))}\\b`, 'g'), ' ');
    }
  }
  const rest = text.split(' ').filter((word) => word !== '');
  return (
    rest.some((word) => word === 'same' || word === 'different' || word === 'differ' || word === 'similar') &&
    rest.every((word) => COMPARING_WORDS.has(word))
  );
}

/** Words a question that only names the kit may have besides the kit's name ("and the at-home kit?", "does Candor do that?"). */
const KIT_ONLY_WORDS = new Set([...KIT, 'home', 'test', 'tests', 'testing']);

/**
 * "and the at-home kit?" or "does Candor do that?" after "how long do lab results take?": the
 * earlier question asked of the kit ("… with the Candor kit"), not the kit's overview. Null when
 * the message says more than the kit, or the earlier question was already on the kit.
 */
export function swapToKit(message: string, previous: string): string | null {
  const view = new MessageView(message);
  if (view.tokens.length === 0 || view.tokens.length > MAX_SWAP_WORDS || !view.hasAny(KIT)) return null;
  if (!contentWords(message).every((word) => KIT_ONLY_WORDS.has(word))) return null;
  const before = new MessageView(previous);
  if (before.hasAny(KIT) || contentWords(previous).length === 0) return null;
  return `${before.normalized} with the Candor kit`;
}

/** At most this many of an earlier turn's topic words go with its infection ("condoms" of "do condoms stop herpes?"). */
const MAX_ALSO_WORDS = 2;

/**
 * The earlier turn's own topic words besides an infection it names: "what size should I buy?" after
 * "do condoms stop herpes?" is about condoms as much as herpes. None when the subject is a look-alike
 * topic or the kit (their key terms say it all).
 */
function alsoAbout(earlier: string, subject: Subject): string[] {
  if (subject.topic || subject.phrase.includes('Candor')) return [];
  const said = new Set(contentWords(subject.phrase).map(stem));
  return contentWords(earlier)
    .filter((word) => isTopicWord(word) && !GENERIC_WORDS.has(word) && !said.has(stem(word)))
    .slice(0, MAX_ALSO_WORDS);
}
const GENERIC_WORDS = new Set(['sti', 'std', 'infection', 'infections', 'test', 'tests', 'testing', 'tested', 'sex', 'sexual', 'health']);

/** An age said in a message ("I'm already 30", "im 25", "40 years old"). */
const AGE_SAID =
  /\b(?:i m|im|i am|turning|aged?)(?: (?:already|only|just|almost|nearly|over|about|like))? (\d{2})\b|\b(\d{2}) ?(?:years? old|yo)\b/;
const ADULT_FROM = 18;

/**
 * The guides' word for who the asker is when a follow-up gives only an age ("and if I'm already
 * 30?": "adults", as in "Adults: catch-up vaccination is recommended …"); none otherwise.
 */
function ageGroup(message: string): string | null {
  const match = AGE_SAID.exec(new MessageView(message).normalized);
  const age = Number(match?.[1] ?? match?.[2] ?? NaN);
  return age >= ADULT_FROM ? 'adults' : null;
}

/** The follow-up read with the earlier subject, or null when it is not one (or none is found). */
export function resolveFollowUp(message: string, history: readonly HistoryTurn[]): ResolvedFollowUp | null {
  const resolved = resolveWithHistory(message, history);
  const group = resolved ? ageGroup(message) : null;
  return resolved && group ? { ...resolved, message: `${resolved.message} (${group})` } : resolved;
}

/** A yes-or-no question whether a named topic fits the asker ("should I be on PrEP?", "is PEP for me?", "do we need doxy-PEP?"; not "how often do I need a Pap"). */
const ASKS_IF_FOR_ME =
  /^(?:(?:so|and|but|ok|then) )?(?:should|do|would|could) (?:i|we) (?:be on|go on|get|take|need|start|use|consider)\b|^(?:(?:so|and|but|ok|then) )?(?:is|would) (?:\S+ ){1,3}(?:for|right for|good for) (?:me|us)\b/;
/** At most this many words of the earlier turn's situation go with such a question. */
const MAX_SITUATION_WORDS = 4;

/**
 * "should I be on PrEP?" after "My partner just told me they have HIV.": a short question whether a
 * prevention topic fits the asker is asked in the situation the latest earlier user turn told (its
 * guide words, "partner HIV"), so the topic's sentences on who it is for ("You have a partner
 * living with HIV …") answer it. Null unless the message is such a question and the earlier turn
 * is not on that topic itself.
 */
export function askedInSituation(message: string, earlier: string): ResolvedFollowUp | null {
  const view = new MessageView(message);
  if (view.tokens.length > MAX_FOLLOW_UP_WORDS || !ASKS_IF_FOR_ME.test(view.normalized)) return null;
  const topic = detectTopic(view);
  if (!topic || !PREVENTION.includes(topic.id) || namedInfections(view).length > 0) return null;
  const before = new MessageView(earlier);
  if (detectTopic(before)?.id === topic.id) return null;
  const said = new Set(contentWords(message).map(stem));
  const situation = contentWords(earlier)
    .filter((word) => isTopicWord(word) && !GENERIC_WORDS.has(word) && !said.has(stem(word)))
    .slice(0, MAX_SITUATION_WORDS);
  const situationText = ` ${situation.join(' ')} `;
  for (const infection of namedInfections(before)) {
    if (!situationText.includes(` ${infection.name.toLowerCase()} `)) situation.push(infection.name);
  }
  if (situation.length === 0) return null;
  return { message: `${message} (${situation.join(' ')})`, subject: { phrase: topic.label, topic } };
}

/** "one" standing for a thing named before ("is there one that does hep A too?", "do they make one for …"). */
const ONE_FOR_EARLIER = /\b((?:is|are) there|do they (?:make|have)|can (?:i|you) get) (one|ones)\b/;

/**
 * "is there one that does hep A too?" after "is the hep B vaccine for adults": the "one" is the
 * earlier turn's look-alike topic (its key words: "is there vaccine that does hep a too"). Null
 * when the message has no such "one", names a topic of its own, or the earlier turn names none.
 */
export function oneStandsFor(message: string, earlier: string): ResolvedFollowUp | null {
  const view = new MessageView(message);
  if (view.tokens.length > MAX_FOLLOW_UP_WORDS || !ONE_FOR_EARLIER.test(view.normalized) || detectTopic(view)) return null;
  const topic = detectTopic(new MessageView(earlier));
  if (!topic) return null;
  const text = view.normalized.replace(ONE_FOR_EARLIER, (_all, opening: string) => `${opening} ${topic.search}`);
  return { message: text, subject: { phrase: topic.label, topic } };
}

function resolveWithHistory(message: string, history: readonly HistoryTurn[]): ResolvedFollowUp | null {
  const userTurns = history
    .filter((turn) => turn.role === 'user')
    .slice(-MAX_TURNS_BACK)
    .reverse();
  const latest = userTurns[0];
  if (latest) {
    const swapped = swapInfection(message, stripMarkup(latest.content, true));
    if (swapped) return { message: swapped, subject: { phrase: swapped, topic: detectTopic(new MessageView(swapped)) } };
    const kit = swapToKit(message, stripMarkup(latest.content, true));
    if (kit) return { message: kit, subject: { phrase: 'the Candor kit', topic: null } };
  }
  if (latest) {
    const situated = askedInSituation(message, stripMarkup(latest.content, true));
    if (situated) return situated;
    const one = oneStandsFor(message, stripMarkup(latest.content, true));
    if (one) return one;
  }
  // "does it cover HIV?" after "What's Doxy-PEP?": the question names an infection, but its
  // "it" is the earlier topic.
  const view = new MessageView(message);
  if (view.tokens.length <= MAX_FOLLOW_UP_WORDS && LEANS_FIRST.test(view.normalized) && !detectTopic(view) && !view.hasAny(KIT)) {
    for (const turn of userTurns) {
      const subject = subjectOf(stripMarkup(turn.content, true));
      if (subject?.topic && PREVENTION.includes(subject.topic.id)) return { message: `${subject.phrase}: ${message}`, subject };
      // "does it do HIV too?" after a question on the kit: "it" is the kit.
      if (new MessageView(stripMarkup(turn.content, true)).hasAny(KIT)) {
        return { message: `the Candor kit: ${message}`, subject: { phrase: 'the Candor kit', topic: null } };
      }
      if (subject) break;
    }
  }
  if (asksFacetOfEarlier(view)) {
    for (const turn of userTurns) {
      const subject = namedSubject(stripMarkup(turn.content, true));
      if (subject) return { message: `${subject.phrase}: ${message}`, subject };
    }
    return null;
  }
  if (!isFollowUp(message)) return null;
  // "and what if I'm 25 and never had it?" goes on with the earlier question itself, not only its subject.
  if (latest && CONTINUES.test(view.normalized)) {
    const earlier = stripMarkup(latest.content, true);
    const subject = subjectOf(earlier) ?? { phrase: earlier, topic: null };
    return { message: `${earlier} ${message}`, subject };
  }
  for (const turn of userTurns) {
    const earlier = stripMarkup(turn.content, true);
    const subject = subjectOf(earlier);
    if (subject) return { message: `${[subject.phrase, ...alsoAbout(earlier, subject)].join(' ')}: ${message}`, subject };
  }
  // No named subject: the latest turn's own topic words ("what lube is safe with condoms").
  const carried = latest ? contentWords(stripMarkup(latest.content, true)).filter(isGuideWord).slice(0, MAX_CARRIED_WORDS) : [];
  if (carried.length === 0) return null;
  const phrase = carried.join(' ');
  return { message: `${phrase}: ${message}`, subject: { phrase, topic: null } };
}

/** A link to a guide in an agent turn ("See [Title](/resources/slug)", "Read more: [Title](/resources/slug)"). */
const GUIDE_LINK = /\]\(\/resources\/([a-z0-9-]+)\)/;

/**
 * The guide the conversation is on: the one the latest agent turn that linked a guide linked
 * first, when the last turn is the agent's (the follow-up answers it). A later agent turn that
 * links none goes on in it ("The same guide has a simple four-part plan."). Null when the last
 * turn is not the agent's or no agent turn linked a guide.
 */
export function linkedGuide(history: readonly HistoryTurn[]): string | null {
  const last = history[history.length - 1];
  if (!last || last.role !== 'agent') return null;
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== 'agent') continue;
    const slug = GUIDE_LINK.exec(turn.content)?.[1];
    if (slug) return slug;
  }
  return null;
}

/**
 * Whether a message leans on the guide the agent just linked: a short question (at most ten
 * words) naming no subject of its own (no infection, prevention topic, look-alike topic or
 * kit: "does the swab hurt?", "what if they get defensive?"). A question naming its own
 * subject ("and syphilis?", "what about PrEP?") is read on that subject instead.
 */
export function leansOnLinkedGuide(message: string): boolean {
  return isFollowUp(message);
}
