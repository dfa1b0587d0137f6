/**
 * Intent detection for the questions we can answer exactly: the kit, the five suggested
 * prompts of the chat panel, a few fixed-fact questions, small talk, off-topic requests
 * and attempts to steer the guide. Everything else goes to retrieval.
 */
import { estimateHoursSince } from './exposure-time.ts';
import {
  clinicAnswer,
  doseAnswer,
  greetingAnswer,
  injectionAnswer,
  kitAnswer,
  outOfScopeAnswer,
  recentExposureAnswer,
  symptomsAnswer,
  testAfterExposureAnswer,
  testingFrequencyAnswer,
  testWindowsAnswer,
  thanksAnswer,
  type KitFacet,
} from './intent-answers.ts';
import { MessageView } from './matcher.ts';
import { detectTopic, namedInfections } from './topics.ts';
import type { Answer } from './types.ts';

const WHEN = [
  'when',
  '=wen',
  '=whn',
  '=wehn',
  'how soon',
  'how long',
  'timing',
  'how early',
  'too early',
  'too soon',
  'how many days',
  'how many weeks',
  'wait',
  'waiting',
  'best time',
  'right time',
];
const TEST = ['test', 'testing', 'tested', '=tets', 'screen', 'screening', 'screened', 'get checked', 'checked'];
const EXPOSURE = [
  'exposure',
  'exposed',
  'expose',
  'hookup',
  'hook up',
  'hooked up',
  'one night stand',
  'risky',
  'encounter',
  'slept with',
  'sex with',
  'had sex',
  'new partner',
  'after sex',
  'sleeping with',
];
const NEGATIVE_RESULT = ['negative', 'non reactive', 'nonreactive', 'came back clean', 'came back clear'];
/** Where to go for a test, however it is put ("where do i even go to get tested", "where would I find a test"). */
const WHERE_TO_TEST = /\bwhere\b(?: [a-z]+){0,5} (?:go|get|find|book)(?: [a-z]+){0,3} (?:tested|testing|a test|an sti test|a std test)\b/;
/** A condom that failed (broke, slipped, came off), of the UNPROTECTED terms. */
const CONDOM_FAILED = [
  'condom broke',
  'condom broken',
  'condom slipped',
  'condom came off',
  'condom tore',
  'condom ripped',
  'condom split',
  'condom break',
];
const UNPROTECTED = [
  'unprotected',
  'without a condom',
  'without condom',
  'without condoms',
  'no condom',
  ...CONDOM_FAILED,
  'bareback',
  '=raw',
  'didnt use a condom',
  'didnt use protection',
  'no protection',
  'without protection',
  'unsafe sex',
  'didnt wear a condom',
  'forgot the condom',
  'didnt use condoms',
];
const PEP_OR_EC = [
  '=pep',
  'post exposure',
  'postexposure',
  'morning after pill',
  'morning after',
  'plan b',
  'emergency contraception',
  'emergency contraceptive',
];
/** Past-time markers only: "today" or "tonight" may be about plans, not an exposure. */
const RECENT = ['days ago', 'day ago', 'hours ago', 'hour ago', 'yesterday', 'last night', 'this morning', 'earlier today', 'nights ago'];
const PROTECTED = ['with a condom', 'used a condom', 'used condoms', 'used protection', 'wore a condom', 'with condoms'];
const SEX = ['sex', 'intercourse', 'hookup', 'hooked up', 'slept with', 'oral', 'anal', 'sleeping with'];
const WINDOW = [
  'window',
  'window period',
  'incubation',
  'detect',
  'detectable',
  'detection',
  'show up',
  'shows up',
  'show on a test',
  'turn positive',
];
const FREQUENCY = [
  'how often',
  'how frequently',
  'frequency',
  'regularly',
  'routine',
  'schedule',
  'every year',
  'annually',
  'once a year',
  'how regularly',
];
const INFECTION = [
  'sti',
  'std',
  '=stis',
  '=stds',
  'infection',
  'infections',
  '=hiv',
  'aids',
  'syphilis',
  '=sifilis',
  'syphillis',
  'herpes',
  'hepatitis',
  '=hep',
  'chlamydia',
  '=clamydia',
  '=chlamidia',
  'gonorrhea',
  'gonorrhoea',
  '=gonorea',
  'the clap',
  '=trich',
  'trichomonas',
  'trichomoniasis',
  'mycoplasma',
  '=hpv',
  '=bv',
  'bacterial vaginosis',
  'yeast',
  'warts',
  'crabs',
];
const OTHER_INFECTIONS = ['=hiv', 'aids', 'syphilis', '=sifilis', 'herpes', '=hpv', 'hepatitis', '=hep'];
const SYMPTOM = [
  'symptom',
  'symptoms',
  '=symptons',
  'burning',
  'burns',
  'itching',
  'itchy',
  '=itch',
  'itches',
  'discharge',
  'sore',
  'sores',
  'rash',
  'bump',
  'bumps',
  'blister',
  'blisters',
  'lesion',
  'lesions',
  'wart',
  'warts',
  'smell',
  'smells',
  'odor',
  'odour',
  'painful urination',
  'hurts to pee',
  'pain when i pee',
  'pain when peeing',
  'burns when i pee',
  'spotting',
  'swollen',
  'swelling',
  'redness',
  'irritation',
  'stings',
  'stinging',
];
const FIRST_PERSON = [
  'i have',
  'ive got',
  'i got',
  'im having',
  'i am having',
  'i noticed',
  'ive noticed',
  'i think i have',
  'i feel',
  'im feeling',
  'i get',
  'i keep',
  'ive been',
  'i developed',
  'im getting',
  '=my',
  '=down there',
  'it hurts',
  'it burns',
  'it itches',
  'i started',
];
/** Asking us to diagnose: enough with any infection or symptom named. */
const DIAGNOSIS = [
  'do i have',
  'could i have',
  'might i have',
  'diagnose',
  'diagnose me',
  'do you think i have',
  'what do i have',
  'do i got',
  'am i infected',
  'what is wrong with me',
  'tell me if i have',
];
/**
 * "do I have to tell …", "how long do I have to wait", "could I have sex …": having to do something,
 * or having sex, is not having an infection.
 */
const HAVE_NOT_INFECTION = /\b(?:have|got) (?:to|sex)\b/g;

/** Whether the message asks to be told whether one has an infection (DIAGNOSIS), "have to" and "have sex" left out. */
function asksDiagnosis(view: MessageView): boolean {
  if (!view.hasAny(DIAGNOSIS)) return false;
  return new MessageView(view.normalized.replace(HAVE_NOT_INFECTION, ' ')).hasAny(DIAGNOSIS);
}
/** Weaker forms that need a symptom or a first-person description too. */
const DIAGNOSIS_WEAK = ['is it', 'is this', 'could it be', 'does this mean', 'sounds like'];
const CLINIC = [
  'clinic',
  'clinics',
  'doctor',
  'doctors',
  'provider',
  'providers',
  'health center',
  'health department',
  'planned parenthood',
  'urgent care',
  'testing site',
  'testing center',
  'test center',
  '=gp',
  'physician',
  'where to get tested',
  'where can i get tested',
  'where can i test',
  'get tested near',
  'sexual health clinic',
];
const NEARBY = [
  'near',
  'nearby',
  'near me',
  'closest',
  'nearest',
  'local',
  'around me',
  'in my area',
  'find',
  'where',
  'locate',
  'location',
  'close to me',
  'around here',
];
const MEDICATION = [
  'doxycycline',
  '=doxy',
  'antibiotic',
  'antibiotics',
  'azithromycin',
  'metronidazole',
  'fluconazole',
  'ceftriaxone',
  'valacyclovir',
  'acyclovir',
  'amoxicillin',
  '=cipro',
  'ciprofloxacin',
  '=azithro',
  'tenofovir',
  'penicillin',
  'bicillin',
  'tinidazole',
  'clindamycin',
  'antiviral',
  'antivirals',
  '=meds',
  '=cream',
  'truvada',
  'descovy',
  // Brand names people use for the same medicines.
  'valtrex',
  'zovirax',
  'famvir',
  'famciclovir',
  'diflucan',
  'flagyl',
  'zithromax',
  'rocephin',
  'apretude',
  'cabotegravir',
  'monistat',
  'clotrimazole',
  'miconazole',
  'secnidazole',
  'levonorgestrel',
  'ulipristal',
  'medication',
  'medicine',
  'pills',
  '=pill',
  'tablets',
  'prep pill',
  'treatment',
];
/**
 * A request for an amount, a pill, a brand or a regimen to take: refused (doseAnswer). Questions
 * of timing, availability, curability, duration or how a treatment works are not in here: the
 * guides answer those.
 */
const DOSE_AMOUNT = [
  '=dose',
  '=doses',
  '=dosage',
  '=dosages',
  '=dosing',
  'double up',
  'how many pills',
  'how many tablets',
  'how many capsules',
  'what strength',
  'which strength',
  'how strong a',
  '=regimen',
  '=regimens',
  'twice a day',
  'three times a day',
  'twice daily',
  'one pill enough',
  'single pill enough',
  'need two pills',
  'or do i need two',
];
/** An amount per day ("how much acyclovir per day", "how many times a day"). */
const DOSE_RATE =
  /\bhow (?:much|many)\b(?: [a-z]+){0,3} (?:per|a|each) day\b|\bhow (?:much|many) (?!is\b|does\b|do\b|would\b|will\b|it\b|money\b|time\b|longer\b)[a-z]+(?: [a-z]+)? (?:for|to treat|to cure|is enough|is safe)\b|\band how much\s*$|\bamount of (?!time\b|days?\b|weeks?\b|hours?\b|months?\b)/;
/**
 * A count of pills to take ("should I take 2 today", "take an extra one", "take all 3 at once", "take
 * half of his pills"), not a duration ("take 2 weeks"); or another person's pills taken or shared
 * ("take some of her meds").
 */
const DOSE_COUNT =
  /\b(?:take|taking|took) (?:\d+|two|three|four|both|an extra|extra|another|a second|a double)\b(?! (?:days?|weeks?|hours?|months?|years?|times?|tests?)\b)|\b(?:take|taking) (?:all (?:\d+|two|three|four)\b(?! (?:days?|weeks?|hours?|months?|years?|times?|tests?)\b)|half (?:of )?(?:a |my |his |her |their |the |one )?(?:[a-z]+ )?(?:pills?|tablets?|doses?|them|it)\b)|\b(?:take|taking|use|using|borrow|share|split) (?:(?:some|half|one|a few) of )?(?:his|her|their) (?:pills|meds|medication|medicine|antibiotics|tablets|prep|pep|doxy)\b/;
/**
 * Amounts and regimens asked word for word: "how many should I take" is an amount, but "how many
 * days should I take" (a duration) and "how soon do I take" (timing) are for the guides.
 */
const DOSE_PHRASE =
  /\bhow (?:(?:much|many|often)(?: (?!days?\b|weeks?\b|hours?\b|months?\b|years?\b|times?\b|long\b|costs?\b|price\b|money\b|does\b)[a-z]+){0,3}(?: (?:should|do|can|would|must) (?:i|you|we))?(?: (?:safe|ok|okay|need))?(?: to)?|(?:do|should|would|can) (?:i|you|we)|to|much of) (?:take|use|put|apply)\b|\bhow much (?:of it |of that )?(?:do|would|should) (?:i|you|we) need\b|\b(?:need to|should i) take more\b/;
/** An amount with its unit ("1 g", "500mg"), or a choice of medicine ("what HIV meds should"). */
const DOSE_UNIT = /\b\d+(?:\.\d+)? ?(?:g|mg|grams?|mcg|ml)\b/;
const MEDICINE_CHOICE =
  /\b(?:what|which) (?:[a-z]+ ){0,3}(?:meds|medications?|medicines?|pills?|antibiotics?|antivirals?|creams?|drugs?) (?:(?:should|do|can|would) (?:i|you|we|my|me)|to (?:take|use|buy|get))\b/;
const DOSE_CHOICE = [
  'prescribe me',
  'what should i take',
  'which should i take',
  'what can i take',
  'which antibiotic',
  'what antibiotic',
  'which antibiotics',
  'what antibiotics',
  'what medicine should',
  'what medication should',
  'which medicine',
  'which medication',
  'which pill',
  'what pill should',
  'which brand',
  'what brand',
  'best brand',
  'treat it myself',
  'treat myself',
  'self treat',
];
/** Someone else's or old medicine. */
const OTHERS_PILLS = [
  'my friends',
  'friends pills',
  'friends antibiotics',
  'friends prep',
  'my partners pills',
  'my partners antibiotics',
  'my partners prep',
  'boyfriends prep',
  'boyfriends pills',
  'boyfriends antibiotics',
  'girlfriends prep',
  'girlfriends pills',
  'girlfriends antibiotics',
  'roommates',
  'someone elses',
  'somebody elses',
  'leftover',
  'left over',
  'old antibiotics',
  'old pills',
  'borrow',
  'share pills',
  'share my',
  'split my',
  'split pills',
  'split a pill',
  'split the pills',
  'splitting my',
  'splitting pills',
];
/** Medicines of the prevention guides, asked about by name. */
const PREVENTION_MEDICINE = [
  '=prep',
  '=pep',
  'doxy pep',
  'plan b',
  'morning after pill',
  'emergency contraception',
  'emergency contraceptive',
];
/** Infections a vaccine prevents (a "shot" for them is the vaccine). */
const VACCINE_PREVENTABLE = ['hpv', 'hepatitis', '=hep', 'mpox', 'monkeypox', 'meningitis', 'flu'];
const VACCINE = ['vaccine', 'vaccines', 'vaccination', 'vaccinated', 'shot', 'shots', 'jab', 'gardasil'];

const KIT_CONTEXT = [
  'kit',
  'kits',
  'candor',
  'your test',
  'your kit',
  'your product',
  'home test',
  'at home test',
  'home testing',
  'at home testing',
  'this test',
  'cartridge',
  'urine test',
  'the product',
  'your service',
];

/** Tests named in the kit's words that any clinic does too: the kit's only when no clinic, lab or doctor is named. */
const SHARED_TEST_WORDS = ['urine test', 'this test'];

/**
 * Whether the message speaks of the kit: by name, or by a test any clinic does too ("a urine test")
 * when it names no clinic, lab or doctor ("I did swabs and a urine test at a clinic" is the clinic's).
 */
function speaksOfKit(view: MessageView): boolean {
  const own = KIT_CONTEXT.filter((term) => !SHARED_TEST_WORDS.includes(term));
  if (view.hasAny(own)) return true;
  return view.hasAny(SHARED_TEST_WORDS) && !view.hasAny([...CLINIC, '=lab', '=labs']);
}

interface FacetRule {
  facet: KitFacet;
  /** Enough on their own. */
  strong: readonly string[];
  /** Count only when the message is clearly about the kit. */
  weak: readonly string[];
}

const FACET_RULES: readonly FacetRule[] = [
  {
    facet: 'price',
    strong: [
      'price',
      'pricing',
      'prices',
      'cost',
      'costs',
      'how much is',
      'how much does',
      'expensive',
      'cheap',
      'afford',
      'affordable',
      'discount',
      'early bird',
      'earlybird',
      'dollars',
      'fee',
      'subscription',
      'subscriptions',
      'subscribe',
      'bulk testing',
      'monthly plan',
      'couples plan',
      'couple plan',
      'couples testing',
      'couple testing',
      'group discount',
    ],
    weak: ['pay', 'how much', 'insurance', 'money', 'worth it'],
  },
  {
    facet: 'availability',
    strong: [
      'launch',
      'launched',
      'launching',
      'release',
      'released',
      'preorder',
      'pre order',
      'in stock',
      'on sale',
      'when can i buy',
      'when can i get',
      'when can i order',
      'come out',
      'coming out',
      'be available',
      'available yet',
      'available now',
      'availability',
      '=fda',
      'can i buy',
      'where can i buy',
      'buy it',
      'order it',
      'get one',
      'get the kit',
    ],
    weak: ['available', 'buy', 'purchase', 'order', 'ship', 'shipping', 'approved', 'approval', 'cleared', 'clearance'],
  },
  {
    facet: 'conditions',
    strong: [
      'what does it test',
      'what does it check',
      'what does the kit test',
      'which infections',
      'which stis',
      'what stis',
      'which conditions',
      'what conditions',
      'conditions',
      'what does it detect',
      'what does it screen',
      'does it test for',
      'does it check for',
      'does it detect',
      'can it detect',
      'what can it detect',
      'does it screen for',
      'does it include',
    ],
    weak: [
      'test for',
      'check for',
      'detect',
      'screen for',
      'include',
      'cover',
      'diseases',
      'infections',
      '=hiv',
      'syphilis',
      'herpes',
      '=hpv',
      'hepatitis',
    ],
  },
  {
    facet: 'accuracy',
    strong: [
      'accurate',
      'accuracy',
      'false positive',
      'false negative',
      'false positives',
      'false negatives',
      'sensitivity',
      'how reliable',
    ],
    weak: ['reliable', 'reliability', 'precise', 'trust the result', 'how good', 'correct'],
  },
  {
    facet: 'how-it-works',
    strong: ['how does it work', 'how does the kit work', 'how it works', 'how do i use', 'how to use'],
    weak: ['steps', 'sample', 'urine', 'cartridge', 'process', 'work', 'works', 'use it'],
  },
  {
    facet: 'results-time',
    strong: [
      'how fast',
      'how quickly',
      'how quick',
      'turnaround',
      'results take',
      'get results',
      'get my results',
      'how long for results',
      'how long do results',
    ],
    weak: ['results', 'result', 'minutes', 'how long'],
  },
  {
    facet: 'age',
    strong: [
      'how old',
      'minimum age',
      'age limit',
      'age requirement',
      'under 18',
      'underage',
      'minor',
      'teenager',
      'year old',
      'years old',
      'im 16',
      'im 17',
      'im 15',
    ],
    weak: ['age', 'teen', 'old enough', 'adult', 'adults'],
  },
  {
    facet: 'privacy',
    strong: ['discreet', 'discrete', 'packaging', 'hipaa', 'plain box', 'plain package'],
    weak: [
      'private',
      'privacy',
      'confidential',
      'anonymous',
      'data',
      'who will see',
      'who sees',
      'secret',
      'package',
      'box',
      'parents',
      'roommate',
    ],
  },
  {
    facet: 'care',
    strong: ['telehealth', 'telemedicine', 'partner notification', 'notify my partner', 'prescription delivery'],
    weak: [
      'if i test positive',
      'positive result',
      'test positive',
      'doctor',
      'consult',
      'consultation',
      'prescription',
      'prescriptions',
      'treatment',
      'positive',
      'support',
      'care',
    ],
  },
  {
    facet: 'waitlist',
    strong: ['waitlist', 'wait list', 'waiting list', 'reserve', 'reserve my spot', 'early access', 'sign up for the kit', 'join the list'],
    weak: ['sign up', 'signup', 'join', 'notify me', 'get notified'],
  },
  {
    facet: 'contact',
    strong: [
      'support email',
      'support e mail',
      'email address',
      'contact you',
      'contact candor',
      'contact support',
      'customer service',
      'customer support',
      'get in touch',
      'reach you',
      'reach candor',
      'reach support',
      'talk to a human',
    ],
    weak: ['email', 'e mail', 'contact', 'reach'],
  },
];

const OVERVIEW = [
  'what is candor',
  'whats candor',
  'tell me about candor',
  'about the kit',
  'what is the kit',
  'what is this kit',
  'what do you sell',
  'what is this product',
  'tell me about the kit',
  'what is your product',
  'what is this site',
  'what is this website',
  'tell me about your kit',
];

const GREETING = [
  '=hi',
  '=hii',
  '=hello',
  '=helo',
  '=hey',
  '=heya',
  '=hiya',
  '=yo',
  '=sup',
  'good morning',
  'good afternoon',
  'good evening',
  'howdy',
  'greetings',
  'whats up',
  'how are you',
  '=hola',
];
const THANKS = [
  'thanks',
  'thank you',
  'thank u',
  '=thx',
  '=ty',
  '=tysm',
  'thankyou',
  'appreciate it',
  'appreciate that',
  'cheers',
  'that helps',
  'that helped',
  'helpful',
];

/** Attempts to steer the guide away from its job. */
const STEERING = [
  'ignore your instructions',
  'ignore previous instructions',
  'ignore all previous',
  'ignore the above',
  'ignore all instructions',
  'disregard your instructions',
  'disregard previous',
  'forget your instructions',
  'system prompt',
  'your prompt',
  'your instructions',
  'initial instructions',
  'developer mode',
  '=jailbreak',
  '=dan',
  'pretend you are',
  'pretend to be',
  'act as',
  'you are now',
  'roleplay as',
  'javascript',
  'script tag',
  'reveal your',
  'print your',
  'repeat the text above',
  'override',
  'new instructions',
  'api key',
  'service role',
  'admin password',
  'text above',
  'everything above',
  'words above',
  'above text',
  'previous text',
  'starting with you are',
  'your rules',
  'your guidelines',
];

/** Topics that are clearly not ours (only used when nothing health-related is in the message). */
const OFF_TOPIC = [
  'weather',
  'recipe',
  'recipes',
  'cook',
  'cooking',
  'bake',
  'football',
  'soccer',
  'basketball',
  'baseball',
  '=nba',
  '=nfl',
  'stock',
  'stocks',
  'bitcoin',
  'crypto',
  'invest',
  'investing',
  'code',
  'coding',
  'python',
  'program',
  'programming',
  'poem',
  'song',
  'lyrics',
  'joke',
  'capital of',
  'president',
  'election',
  'politics',
  'movie',
  'movies',
  'homework',
  'math',
  'translate',
  'essay',
  'video game',
  'flight',
  'hotel',
  'restaurant',
  'pizza',
  'car',
  'cars',
  'horoscope',
  'lottery',
  'recommend a book',
  'netflix',
  'tax',
  'taxes',
  'sql',
  'html',
  'css',
  'website for me',
  'write me',
  'write a',
  'story',
];

/** Words that make a message ours even when it also mentions something off-topic. */
const DOMAIN = [
  ...INFECTION,
  ...SYMPTOM.slice(0, 12),
  ...KIT_CONTEXT,
  'sex',
  'sexual',
  'condom',
  'condoms',
  'prep',
  '=pep',
  'vaccine',
  'partner',
  'partners',
  'test',
  'testing',
  'tested',
  'contraception',
  'birth control',
  'pregnant',
  'pregnancy',
  'genital',
  'vagina',
  'vaginal',
  'penis',
  'doctor',
  'clinic',
  'consent',
  'relationship',
  'stigma',
  'dating',
  'hookup',
  'safer sex',
  'lube',
  'lubricant',
  'dental dam',
  'health',
];

function kitFacets(view: MessageView): KitFacet[] {
  const aboutKit = speaksOfKit(view);
  // "How much does PrEP cost?" is not the kit's price.
  const otherSubject = !aboutKit && (detectTopic(view) !== null || namedInfections(view).length > 0);
  const strong = (rule: FacetRule) => view.hasAny(rule.strong) && !(otherSubject && rule.facet === 'price');
  const facets = FACET_RULES.filter((rule) => strong(rule) || (aboutKit && view.hasAny(rule.weak)));
  // "the support email" asks how to reach us, not about care after a positive result.
  const contact = facets.some((rule) => rule.facet === 'contact' && strong(rule));
  return facets.filter((rule) => !(contact && rule.facet === 'care' && !strong(rule))).map((rule) => rule.facet);
}

export interface IntentContext {
  /** Whether the message looked like an attempt to steer the guide (skip the LLM then). */
  steering: boolean;
}

export function detectSteering(view: MessageView): boolean {
  return view.hasAny(STEERING);
}

/**
 * Medication amounts, pills, brands and regimens are never ours to give (vaccine schedules are
 * facts, so they pass on): an amount or a regimen of a named medicine, someone else's or old
 * pills, or a choice of medicine for an infection or a symptom.
 */
export function isDoseRequest(view: MessageView): boolean {
  if (view.has('=mg') || view.has('milligrams') || view.has('how many mg')) return true;
  // "The shot they give for syphilis" is a treatment, not a vaccine: the schedule exemption
  // holds only for a vaccine word or an infection a vaccine prevents.
  const vaccine = view.hasAny(VACCINE);
  if (
    vaccine &&
    !(
      view.hasAny(['shot', 'shots']) &&
      !view.hasAny(VACCINE_PREVENTABLE) &&
      !view.hasAny(['vaccine', 'vaccines', 'vaccination', 'jab', 'gardasil'])
    )
  )
    return false;
  const medication = view.hasAny(MEDICATION) || view.hasAny(PREVENTION_MEDICINE) || (vaccine && view.hasAny(INFECTION));
  // "how do I take" is a regimen, "how soon do I take" is timing: matched word for word.
  const regimen =
    DOSE_PHRASE.test(view.normalized) ||
    DOSE_UNIT.test(view.normalized) ||
    DOSE_COUNT.test(view.normalized) ||
    DOSE_RATE.test(view.normalized);
  if (medication && (regimen || view.hasAny(DOSE_AMOUNT) || view.hasAny(OTHERS_PILLS))) return true;
  if (MEDICINE_CHOICE.test(view.normalized) && (medication || view.hasAny(INFECTION) || view.hasAny(SYMPTOM))) return true;
  return view.hasAny(DOSE_CHOICE) && (medication || view.hasAny(INFECTION) || view.hasAny(SYMPTOM));
}

/** Asking how to raise or talk about something with someone: a conversation, not a timing question. */
const TALK = [
  'talk',
  'talking',
  'bring up',
  'bring it up',
  'conversation',
  'ask them',
  'ask my',
  'tell them',
  'tell my',
  'defensive',
  'convince',
  'awkward',
  'weird',
];

/** Whether the message describes a possible exposure (unprotected, or sex in the last days). */
export function describesExposure(view: MessageView): boolean {
  return view.hasAny(UNPROTECTED) || (view.hasAny(SEX) && view.hasAny(RECENT) && !view.hasAny(PROTECTED));
}

/**
 * Whether the message asks about the kit in so many words: names it ("kit", "Candor", "your
 * test") or asks one of its facts outright (price, accuracy, privacy…). Otherwise a kit answer
 * came from a word the guides share ("a urine test"), and may give way to them (answer.ts).
 */
export function namesKit(view: MessageView): boolean {
  return view.hasAny(KIT_NAMES) || view.hasAny(OVERVIEW) || FACET_RULES.some((rule) => view.hasAny(rule.strong));
}
const KIT_NAMES = ['kit', 'kits', 'candor', 'cartridge', 'your test', 'your kit', 'your product', 'your service'];

/** Whether the message is about the kit. */
export function isAboutKit(view: MessageView): boolean {
  return speaksOfKit(view) || view.hasAny(OVERVIEW);
}

/** Returns the answer for a recognised intent, or null to fall through to retrieval. */
export function answerIntent(view: MessageView): Answer | null {
  const hasTest = view.hasAny(TEST);
  const aboutKit = speaksOfKit(view);

  if (isDoseRequest(view)) return doseAnswer();

  const unprotected = view.hasAny(UNPROTECTED);
  const pepOrEc = view.hasAny(PEP_OR_EC) && !view.has('=doxy');
  const recentSex = view.hasAny(SEX) && view.hasAny(RECENT) && !view.hasAny(PROTECTED);
  if (unprotected || pepOrEc || recentSex) {
    return recentExposureAnswer(estimateHoursSince(view), view.hasAny(CONDOM_FAILED));
  }

  const facets = kitFacets(view);
  const strongKit = facets.length > 0 || view.hasAny(OVERVIEW);
  const hasWindow = view.hasAny(WINDOW);
  const hasExposure = view.hasAny(EXPOSURE) || view.hasAny(SEX);

  // "How do I bring up testing with a new partner?" asks how to talk, not when to test.
  const talk = view.hasAny(TALK);
  // The windows of the infections asked about only ("an HIV test": not gonorrhea's 1-5 days).
  const asked = namedInfections(view).map((i) => i.name);
  // "it was negative, so I'm good?": a result already had, which the results guide answers first.
  const negative = view.hasAny(NEGATIVE_RESULT);
  if (hasTest && hasExposure && !aboutKit && !talk) return testAfterExposureAnswer(asked, negative);
  if (hasWindow && (hasTest || view.hasAny(INFECTION)) && !aboutKit) return testWindowsAnswer(asked);
  if (hasTest && view.hasAny(FREQUENCY)) return testingFrequencyAnswer();
  if (hasTest && view.hasAny(WHEN) && !strongKit && !view.hasAny(VACCINE) && !talk) return testAfterExposureAnswer(asked, negative);
  if (view.has('window period') || view.has('windows')) return testWindowsAnswer(asked);

  const symptom = view.hasAny(SYMPTOM);
  const firstPerson = view.hasAny(FIRST_PERSON);
  if (!aboutKit && asksDiagnosis(view) && (symptom || view.hasAny(INFECTION))) return symptomsAnswer(true);
  if (!aboutKit && view.hasAny(DIAGNOSIS_WEAK) && symptom && firstPerson) return symptomsAnswer(true);
  if (symptom && firstPerson && !aboutKit) return symptomsAnswer(false);
  if (view.has('i have symptoms') || view.has('having symptoms')) return symptomsAnswer(false);

  if (view.hasAny(CLINIC) && view.hasAny(NEARBY) && !aboutKit) return clinicAnswer();
  if (view.has('where can i get tested') || view.has('where to get tested') || WHERE_TO_TEST.test(view.normalized)) return clinicAnswer();

  if (strongKit || aboutKit) {
    return kitAnswer(facets, view.hasAny(OTHER_INFECTIONS));
  }

  const short = view.tokens.length <= 6;
  if (short && view.hasAny(THANKS)) return thanksAnswer();
  if (short && view.hasAny(GREETING)) return greetingAnswer();

  if (detectSteering(view)) {
    return view.hasAny(DOMAIN) ? null : injectionAnswer();
  }
  if (view.hasAny(OFF_TOPIC) && !view.hasAny(DOMAIN)) return outOfScopeAnswer();
  return null;
}
