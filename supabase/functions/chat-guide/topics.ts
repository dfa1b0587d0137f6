/**
 * Look-alike topics, told apart by their key terms before anything else: emergency
 * contraception, PEP, PrEP and Doxy-PEP; cervical (Pap/HPV) screening and STI testing; a retest
 * after treatment, a window period and when to test; lab turnaround and the kit's result time;
 * curable, treatable and vaccine-preventable. A question that names one of these is answered
 * only from guide sentences on that same topic (topic-answer.ts), never from a neighbour.
 */
import { MessageView } from './matcher.ts';

export type TopicId =
  | 'doxy-pep'
  | 'emergency-contraception'
  | 'pep'
  | 'prep'
  | 'cervical-screening'
  | 'retest-after-treatment'
  | 'lab-results-time'
  | 'cure'
  | 'vaccine'
  | 'treatment';

export interface Topic {
  id: TopicId;
  /** How a reply names it ("I don't have a guide on … yet"). */
  label: string;
  /** The words sent to search first. */
  search: string;
  /** The words that find the guide's definition, for "what is …" questions. */
  define?: string;
  /** A guide sentence (or the heading it sits under) is on this topic when it has one of these. */
  sentenceTerms: readonly string[];
  /** Terms that, in a sentence, put it on a neighbouring topic instead (never quoted for this one). */
  excludeTerms?: readonly string[];
  /** The guide whose subject it is when its title does not say the topic's terms (its subtitle does). */
  home?: string;
}

const DOXY = ['doxy pep', 'doxypep', '=doxy', 'doxycycline'];
const EC = [
  'emergency contraception',
  'emergency contraceptive',
  'emergency contraceptives',
  'morning after pill',
  'morning after',
  'plan b',
  '=ella',
  'ec pill',
  'ec pills',
  // Not wanting a pregnancy after sex is what emergency contraception is for (the chances of one, or a pregnancy test, are not).
  'worried about getting pregnant',
  'worried about pregnancy',
  'worried shes pregnant',
  'worried im pregnant',
  'not getting pregnant',
  'not get pregnant',
  'avoid getting pregnant',
  'avoid pregnancy',
  'prevent pregnancy after',
  'pregnancy scare',
];
const PEP = ['=pep', 'post exposure prophylaxis', 'post exposure', 'postexposure'];
const PREP = ['=prep', 'pre exposure', 'preexposure', 'truvada', 'descovy', '=prep pill'];
const CERVICAL = [
  '=pap',
  'pap smear',
  'pap test',
  'pap tests',
  'smear test',
  'cervical screening',
  'cervical cancer screening',
  'cervical test',
  'cervical',
  'hpv test',
  'hpv tests',
  'hpv testing',
  'hpv screening',
];
const RETEST = [
  'retest',
  'retesting',
  'retested',
  're test',
  'test again',
  'tested again',
  'testing again',
  'test of cure',
  'another test',
  'follow up test',
  'second test',
  'check again',
];
const AFTER_TREATMENT = [
  'treatment',
  'treated',
  'antibiotics',
  'antibiotic',
  'medication',
  'meds',
  'finished',
  'cured',
  'course',
  'after treating',
];
const LAB = [
  '=lab',
  '=labs',
  'laboratory',
  'clinic',
  'mail in',
  'sent off',
  'sent away',
  'send away',
  'blood test',
  'blood work',
  'bloodwork',
];
const RESULT_TIME = [
  'result',
  'results',
  'come back',
  'comes back',
  'hear back',
  'hear anything',
  'find out',
  'when will i know',
  'turnaround',
  'how long',
  'how many days',
  'how fast',
  'how quickly',
  'how soon',
];
/** Time counted from an exposure (a window period), not from the sample. */
const EXPOSURE_TIME = ['after exposure', 'exposure', 'exposed', 'after sex', 'hooked up', 'hookup', 'unprotected', 'window'];
const CURE = ['curable', 'incurable', '=cure', '=cured', '=cures', 'cureable'];
/** Count as a cure question only with an infection named ("does herpes go away?"). */
const CURE_WEAK = ['go away', 'goes away', 'get rid of', 'clear up', 'clears up', 'permanent', 'forever', 'for life', 'lifelong'];
const VACCINE = ['vaccine', 'vaccines', 'vaccination', 'vaccinated', 'jab', 'gardasil', 'immunization', 'immunisation'];
const TREATABLE = ['treatable', '=treat', 'treated', 'treatment', 'treatments', 'how to treat', 'manageable', 'managed'];

export const TOPICS: Readonly<Record<TopicId, Topic>> = {
  'doxy-pep': {
    id: 'doxy-pep',
    label: 'Doxy-PEP',
    search: 'doxy pep',
    sentenceTerms: ['doxy pep', 'doxypep', '=doxy'],
    excludeTerms: ['=prep', 'emergency contraception'],
  },
  'emergency-contraception': {
    id: 'emergency-contraception',
    label: 'emergency contraception',
    search: 'emergency contraception',
    sentenceTerms: ['emergency contraception', 'emergency contraceptive', '=ec', 'morning after', 'plan b'],
    excludeTerms: ['=pep', 'doxy pep', '=prep'],
  },
  pep: {
    id: 'pep',
    label: 'PEP',
    search: 'pep',
    define: 'post exposure prophylaxis',
    sentenceTerms: ['=pep', 'post exposure prophylaxis'],
    excludeTerms: ['doxy pep', '=doxy', '=prep', 'emergency contraception'],
  },
  prep: {
    id: 'prep',
    label: 'PrEP',
    search: 'prep',
    define: 'pre exposure prophylaxis',
    sentenceTerms: ['=prep', 'pre exposure prophylaxis'],
    excludeTerms: ['=pep', 'doxy pep', 'emergency contraception'],
  },
  'cervical-screening': {
    id: 'cervical-screening',
    label: 'Pap and HPV (cervical) screening',
    search: 'pap cervical screening',
    sentenceTerms: ['=pap', 'cervical screening', 'cervical'],
    excludeTerms: ['every 3 months', 'every 6 months', 'annually'],
  },
  'retest-after-treatment': {
    id: 'retest-after-treatment',
    label: 'retesting after treatment',
    search: 'retest after treatment',
    sentenceTerms: ['retest', 'retesting', 'test of cure', 'follow up test'],
    excludeTerms: ['window', 'windows'],
    // "What happens after a diagnosis, from first call to follow-up test"
    home: 'treatment-options-timeline',
  },
  'lab-results-time': {
    id: 'lab-results-time',
    label: 'how long lab results take',
    search: 'lab results business days',
    sentenceTerms: ['=lab', '=labs', 'business days'],
    excludeTerms: ['15 minutes', 'rapid', 'on the spot'],
    // "Negative, positive or inconclusive: what it means and what to do next"
    home: 'understanding-test-results',
  },
  cure: {
    id: 'cure',
    label: 'which infections can be cured',
    search: 'curable cure',
    sentenceTerms: ['curable', '=cure', '=cured', '=cures', 'clears', 'clear it'],
    excludeTerms: ['vaccine', 'vaccines'],
  },
  vaccine: {
    id: 'vaccine',
    label: 'vaccines',
    search: 'vaccine',
    sentenceTerms: ['vaccine', 'vaccines', 'vaccination', 'vaccinated'],
    excludeTerms: ['curable', '=cure', '=cured'],
  },
  treatment: {
    id: 'treatment',
    label: 'treatment',
    search: 'treatment',
    sentenceTerms: ['treatment', 'treated', 'treatable', '=treat', 'antiviral', 'antibiotics', 'medication', 'managed', 'manage'],
  },
};

/**
 * The topic a question is about, by its key terms, the most specific first: "doxy-PEP" before
 * "PEP", a retest after treatment before treatment, curable before vaccine before treatable.
 */
export function detectTopic(given: MessageView): Topic | null {
  const view = withoutMisreadWords(given);
  if (view.hasAny(DOXY)) return doxyIsTreatment(view) ? TOPICS.treatment : TOPICS['doxy-pep'];
  if (view.hasAny(EC)) return TOPICS['emergency-contraception'];
  if (mentionsPep(view)) return TOPICS.pep;
  if (view.hasAny(PREP)) return TOPICS.prep;
  if (view.hasAny(CERVICAL)) return TOPICS['cervical-screening'];
  if (view.hasAny(RETEST) && view.hasAny(AFTER_TREATMENT)) return TOPICS['retest-after-treatment'];
  if (
    view.hasAny(['after treatment', 'after being treated', 'after antibiotics', 'after my treatment', 'after finishing']) &&
    view.hasAny(['test', 'tested', 'testing'])
  )
    return TOPICS['retest-after-treatment'];
  // "How long after exposure should I wait for a herpes blood test?" is a window period, not lab turnaround.
  if (view.hasAny(LAB) && view.hasAny(RESULT_TIME) && !view.hasAny(EXPOSURE_TIME)) return TOPICS['lab-results-time'];
  const infection = namedInfections(view).length > 0;
  if (view.hasAny(CURE) || (infection && view.hasAny(CURE_WEAK))) return TOPICS.cure;
  if (view.hasAny(VACCINE)) return TOPICS.vaccine;
  if (infection && view.hasAny(TREATABLE)) return TOPICS.treatment;
  // "Do I have to finish my antibiotics?", "does herpes medication make outbreaks shorter?"
  if (view.hasAny(MEDICINE) && (infection || view.hasAny(COURSE))) return TOPICS.treatment;
  return null;
}

/** Medicine taken as a treatment, and the words of a course of it. */
const MEDICINE = ['antibiotics', 'antibiotic', 'antiviral', 'antivirals', 'medication', 'medications', '=meds', 'medicine'];
const COURSE = ['finish', 'finished', 'stop taking', 'stop', 'course', 'feel better', 'feel fine', 'side effects', 'every day'];

/** Doxycycline prescribed for an infection ("a week of doxy for chlamydia"), not Doxy-PEP after sex. */
function doxyIsTreatment(view: MessageView): boolean {
  if (view.hasAny(['doxy pep', 'doxypep', '=pep', 'after sex'])) return false;
  return view.hasAny(COURSE) || view.hasAny(['week of', 'prescribed', 'gave me', 'treating', 'treated']);
}

/** PEP itself, not the "pep" of "doxy-PEP". */
function mentionsPep(view: MessageView): boolean {
  return /(?<!doxy )\bpep\b/.test(view.normalized) || view.hasAny(PEP.filter((term) => term !== '=pep'));
}

/** The prevention look-alikes a question names, when it names two or more ("Plan B or PEP?"). */
export function comparedTopics(view: MessageView): Topic[] {
  const named: Topic[] = [];
  if (view.hasAny(DOXY)) named.push(TOPICS['doxy-pep']);
  if (view.hasAny(EC)) named.push(TOPICS['emergency-contraception']);
  if (mentionsPep(view)) named.push(TOPICS.pep);
  if (view.hasAny(PREP)) named.push(TOPICS.prep);
  return named.length >= 2 ? named : [];
}

/** Infections a question may name; a topic answer about one quotes only sentences naming it. */
export interface InfectionTerm {
  name: string;
  terms: readonly string[];
}

export const INFECTION_TERMS: readonly InfectionTerm[] = [
  { name: 'hepatitis C', terms: ['hepatitis c', '=hep c', '=hepc', '=hcv'] },
  { name: 'hepatitis B', terms: ['hepatitis b', '=hep b', '=hepb', '=hbv'] },
  { name: 'hepatitis A', terms: ['hepatitis a', '=hep a'] },
  { name: 'HIV', terms: ['=hiv', '=aids'] },
  { name: 'herpes', terms: ['herpes', '=hsv'] },
  { name: 'HPV', terms: ['=hpv', 'papillomavirus', 'genital warts'] },
  { name: 'syphilis', terms: ['syphilis', '=sifilis', 'syphillis', '=syph'] },
  { name: 'chlamydia', terms: ['chlamydia', '=clamydia', '=chlamidia', '=chlam', '=chlammy'] },
  { name: 'gonorrhea', terms: ['gonorrhea', 'gonorrhoea', '=gonorea', 'the clap', '=gono'] },
  { name: 'trichomoniasis', terms: ['trichomoniasis', 'trichomonas', '=trich'] },
  { name: 'mycoplasma', terms: ['mycoplasma'] },
  { name: 'bacterial vaginosis', terms: ['bacterial vaginosis', '=bv'] },
  { name: 'yeast infection', terms: ['yeast', '=thrush'] },
  { name: 'mpox', terms: ['=mpox', 'monkeypox'] },
];

/**
 * Everyday words one typo from an infection's name or a topic's key term ("here", "heroes":
 * herpes; "vacation", "variation": vaccination; "incapable": incurable), which name neither.
 * (topics.test.ts checks every English word of triage/real-words.ts against INFECTION_TERMS and detectTopic.)
 */
export const NOT_INFECTION_NAMES: ReadonlySet<string> = new Set([
  'here',
  'heroes',
  'incapable',
  'vacated',
  'vacation',
  'vacationed',
  'vacationing',
  'vacations',
  'vacillate',
  'vacillated',
  'vacillates',
  'vacillating',
  'validated',
  'validation',
  'variation',
  'variations',
]);

/** The text without the words of NOT_INFECTION_NAMES (the same view when it has none). */
function withoutMisreadWords(given: MessageView): MessageView {
  return given.tokens.some((token) => NOT_INFECTION_NAMES.has(token))
    ? new MessageView(given.tokens.filter((token) => !NOT_INFECTION_NAMES.has(token)).join(' '))
    : given;
}

/** The infections named in a text ("hepatitis" alone names every hepatitis). */
export function namedInfections(given: MessageView): InfectionTerm[] {
  const view = withoutMisreadWords(given);
  const named = INFECTION_TERMS.filter((infection) => view.hasAny(infection.terms));
  if (named.length === 0 && view.hasAny(['hepatitis', '=hep'])) {
    return INFECTION_TERMS.filter((infection) => infection.name.startsWith('hepatitis'));
  }
  return named;
}
