/**
 * Fixed answers for the intents. Every fact and number here comes from docs/product.md#claims and docs/product.md#constants;
 * tests check that no other figure appears.
 */
import { CHAT_GUIDE_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from '../_shared/brand.ts';
import { guideSources, type GuideSlug } from './guides.ts';
import type { Answer, Source } from './types.ts';

const WAITLIST_LINK = '[join the waitlist](/auth)';
const NOT_ADVICE = 'This is educational information, not medical advice.';

/** The window periods of understanding-different-types-of-tests ("Window Periods: When a Test Can See an Infection"), per infection. */
const WINDOWS: readonly { infections: readonly string[]; text: string }[] = [
  { infections: ['gonorrhea', 'chlamydia'], text: 'gonorrhea and chlamydia 1-5 days' },
  { infections: ['HIV'], text: 'HIV 10-33 days' },
  { infections: ['syphilis'], text: 'syphilis 3-6 weeks' },
  { infections: ['hepatitis A', 'hepatitis B', 'hepatitis C'], text: 'hepatitis 3-6 weeks' },
  { infections: ['herpes'], text: 'herpes 2-12 weeks (antibody tests 4-12 weeks)' },
];

const WINDOW_PERIODS = WINDOWS.map((w) => w.text).join('; ');

/**
 * The window periods of the infections a question names ("an HIV test" gets HIV's alone, not
 * gonorrhea's 1-5 days beside it); every window when it names none, or one the guides give no window for.
 */
function windowsFor(infections: readonly string[]): { text: string; narrowed: boolean } {
  const named = WINDOWS.filter((w) => w.infections.some((name) => infections.includes(name)));
  const covered = infections.every((name) => WINDOWS.some((w) => w.infections.includes(name)));
  if (named.length === 0 || !covered) return { text: WINDOW_PERIODS, narrowed: false };
  return { text: named.map((w) => w.text).join('; '), narrowed: true };
}

function intent(name: string, body: string, sources: Source[] = [], rephrasable = true): Answer {
  return { route: `intent:${name}`, body, sources, passages: [], rephrasable };
}

/**
 * `infections`: the names (topics.ts INFECTION_TERMS) the question asks about, to give only their windows.
 * `negativeResult`: the question tells of a negative result already had ("it was negative, am I in the
 * clear?"), which the results guide answers first ("a negative result may be too early to be final").
 */
export function testAfterExposureAnswer(infections: readonly string[] = [], negativeResult = false): Answer {
  const windows = windowsFor(infections);
  return intent(
    'test-after-exposure',
    (negativeResult ? `${EARLY_NEGATIVE} ` : '') +
      (windows.narrowed
        ? `A test can reliably pick an infection up only after its window period: ${windows.text}. `
        : `It depends on the infection, because each one has a window period before a test can reliably pick it up: ${windows.text}. `) +
      'A practical plan: get tested within 2 weeks of unprotected contact, then test again once the longer windows have passed. ' +
      'If the exposure was in the last 72 hours, ask a provider about PEP right away, since it must be started within 72 hours.',
    negativeResult
      ? guideSources('understanding-test-results', 'testing-schedule-best-practices', 'understanding-different-types-of-tests')
      : guideSources('testing-schedule-best-practices', 'understanding-different-types-of-tests'),
  );
}

/** understanding-test-results, "Negative or \"Non-Reactive\" Results". */
const EARLY_NEGATIVE = 'If your exposure was recent, a negative result may be too early to be final.';

/** `infections`: the names the question asks about, to give only their windows. */
export function testWindowsAnswer(infections: readonly string[] = []): Answer {
  const windows = windowsFor(infections);
  return intent(
    'test-windows',
    'A window period is the time between an exposure and the point when a test can reliably detect an infection. ' +
      'Test too early and the result can be negative even if an infection is there. ' +
      `${windows.narrowed ? 'From our guides' : 'Typical windows from our guides'}: ${windows.text}. ` +
      'If you tested before a window had passed, test again after it.',
    guideSources('understanding-different-types-of-tests', 'testing-schedule-best-practices'),
  );
}

/** `hoursSince` is a rough estimate from the message, or null when it didn't say. */
/** `condomFailed`: a condom broke or slipped, which the condom guide's "If a Condom Breaks or Slips" answers step by step. */
export function recentExposureAnswer(hoursSince: number | null, condomFailed = false): Answer {
  const testing =
    'For STIs, plan a test within 2 weeks of the contact, then follow each window period: ' +
    'gonorrhea and chlamydia 1-5 days, HIV 10-33 days, syphilis 3-6 weeks, herpes 2-12 weeks.';
  let urgent: string;
  if (hoursSince !== null && hoursSince > 120) {
    urgent =
      'From what you describe, the windows for PEP (72 hours) and emergency contraception (72-120 hours) have likely passed, ' +
      'but a provider can still advise you on next steps, so it is worth reaching out.';
  } else if (hoursSince !== null && hoursSince > 72) {
    urgent =
      'From what you describe, the 72-hour window for PEP (medicine that can prevent HIV after an exposure) has likely passed, ' +
      'but a provider can still advise you. If pregnancy is possible, emergency contraception works within 72-120 hours, ' +
      'so contact a provider or urgent care today.';
  } else {
    urgent =
      'Timing matters here. PEP, medicine that can prevent HIV after an exposure, must be started within 72 hours, ' +
      (hoursSince !== null ? "and you're likely still inside that window, " : '') +
      'so please contact a healthcare provider or an urgent care clinic now and ask about it. ' +
      'If pregnancy is possible, emergency contraception works within 72-120 hours. ' +
      'Doxy-PEP, if a provider offers it to you, also has a 72-hour window.';
  }
  return intent(
    'recent-exposure',
    `Thanks for reaching out. ${urgent} ${testing} ${NOT_ADVICE}`,
    condomFailed
      ? guideSources('condom-use-guide', 'prep-guide', 'testing-schedule-best-practices')
      : guideSources('prep-guide', 'testing-schedule-best-practices'),
  );
}

export function symptomsAnswer(askedForDiagnosis: boolean): Answer {
  const lead = askedForDiagnosis
    ? "I can't tell you whether you have an infection: only a test and a healthcare provider can. "
    : "I'm sorry you're dealing with that. ";
  return intent(
    askedForDiagnosis ? 'diagnosis-request' : 'symptoms',
    lead +
      'Symptoms like discharge, burning, itching or sores can have several different causes, so the safest next step is to see a healthcare provider ' +
      'rather than self-diagnose or self-treat. ' +
      'When you go, tell them what you noticed and when it started, any recent sexual contact and whether protection was used, ' +
      'and any medicines you take. ' +
      'If you have a high fever, severe pelvic or abdominal pain, or you feel faint, [call 911](tel:911) or go to urgent care now. ' +
      NOT_ADVICE,
    guideSources('sti-symptom-guide', 'preparing-for-your-testing-visit'),
  );
}

export function clinicAnswer(): Answer {
  return intent(
    'find-clinic',
    "I can't look up locations, but here is how to find care near you: your local health department, " +
      'a primary-care provider, an urgent care clinic, or a sexual-health or family-planning clinic. ' +
      'Telehealth is another option if you would rather not go in. ' +
      'Searching for "sexual health clinic" with your city usually turns up nearby options, and calling ahead lets you ask about testing and costs. ' +
      // preparing-for-your-testing-visit, "Choose Where to Test".
      "You can also search for nearby testing on the CDC's testing locator. " +
      `Once ${PRODUCT_NAME} launches, its kit comes with telehealth consultations with licensed providers 7 days a week.`,
    guideSources('preparing-for-your-testing-visit', 'what-to-expect-during-testing'),
  );
}

export function testingFrequencyAnswer(): Answer {
  return intent(
    'testing-frequency',
    'Our guides suggest testing annually if your risk is low, every 6 months if it is moderate, ' +
      'and every 3 months if it is high, if you have multiple partners, or if you take PrEP ' +
      '(people on PrEP also get an HIV test every 3 months). ' +
      'After treatment for an STI, retest about 3 months later.',
    guideSources('testing-schedule-best-practices', 'annual-checkups-guide'),
  );
}

export function doseAnswer(): Answer {
  return intent(
    'dose-request',
    "I can't give medication doses or tell you what to take: the right medicine and dose depend on your health " +
      'and on what is being treated, so that has to come from a prescribing provider or a pharmacist. ' +
      'Please take any prescribed treatment exactly as your provider tells you, and ask them before changing it. ' +
      NOT_ADVICE,
    guideSources('treatment-options-timeline', 'prep-guide'),
    false,
  );
}

export function greetingAnswer(): Answer {
  return intent(
    'greeting',
    `Hi! I'm ${CHAT_GUIDE_NAME}: private, judgment-free support for testing timelines, symptoms, and next steps. ` +
      'Ask me anything, for example when to test after an exposure or how the kit works.',
    [],
    false,
  );
}

export function thanksAnswer(): Answer {
  return intent(
    'thanks',
    "You're welcome! If anything else comes up, about testing, prevention or the kit, just ask. Take care of yourself.",
    [],
    false,
  );
}

export function outOfScopeAnswer(): Answer {
  return intent(
    'out-of-scope',
    `That's outside what I can help with. I'm ${CHAT_GUIDE_NAME}, here for sexual-health questions: ` +
      `testing timelines, symptoms and next steps, prevention, and the ${PRODUCT_NAME} kit. ` +
      'You can also browse the [Education Center](/educational-resources).',
    [],
    false,
  );
}

export function injectionAnswer(): Answer {
  return intent(
    'guardrail',
    `I'm ${CHAT_GUIDE_NAME}, and I stick to what I'm here for: private, judgment-free answers about ` +
      `sexual health, testing and the ${PRODUCT_NAME} kit, with links only to our own guides. ` +
      "I can't share or change my setup, but I'm happy to help with a question, like when to test after an exposure.",
    [],
    false,
  );
}

// ---- kit facets (docs/product.md#claims) ----

export type KitFacet =
  | 'overview'
  | 'conditions'
  | 'accuracy'
  | 'price'
  | 'availability'
  | 'how-it-works'
  | 'results-time'
  | 'age'
  | 'privacy'
  | 'care'
  | 'waitlist'
  | 'contact';

const KIT_TEXT: Record<KitFacet, (opts: { mentionsOtherInfection: boolean }) => string> = {
  overview: () =>
    `${PRODUCT_NAME} is an at-home sexual-health test kit. It checks 6 conditions (gonorrhea, chlamydia, mycoplasma, ` +
    'trichomonas, bacterial vaginosis (BV) and yeast infection) from a urine sample and a cartridge, with results in 15 minutes. ' +
    "It's awaiting FDA approval, with launch expected in Q4 2025, and it's for adults 18 and over. " +
    `The early-bird price is $99 instead of $129. You can ${WAITLIST_LINK}.`,
  conditions: ({ mentionsOtherInfection }) =>
    `The ${PRODUCT_NAME} kit checks 6 conditions from one urine sample: gonorrhea, chlamydia, mycoplasma, trichomonas, ` +
    'bacterial vaginosis (BV) and yeast infection.' +
    (mentionsOtherInfection
      ? ' Other infections, such as HIV, syphilis, herpes, HPV or hepatitis, are not on that list, so test for those with a provider or clinic.'
      : ''),
  accuracy: () =>
    'The FAQ lists accuracy per condition: Trichomonas 100%, Yeast 98.4%, BV 98.46%, Gonorrhea 93%, Mycoplasma 90%, Chlamydia 87%. ' +
    'No test is perfect, so if you have symptoms or a result surprises you, check in with a provider.',
  price: () =>
    'The early-bird price for first-time customers is $99 instead of $129, so you save $30 on your first test (prices in USD). ' +
    'Subscription plans, bulk testing, monthly plans, couple testing and group discounts are coming soon. ' +
    'See [pricing](/#pricing).',
  availability: () =>
    `The kit isn't on sale yet: it's awaiting FDA approval, with launch expected in Q4 2025. ` +
    `You can ${WAITLIST_LINK} to hear when it's ready; 10,000+ people already have.`,
  'how-it-works': () =>
    'It works in 3 steps: order the kit, test in 15 minutes with a urine sample and a cartridge, ' +
    'then get care and support, including telehealth consultations with licensed providers 7 days a week.',
  'results-time': () => 'With the kit, results take 15 minutes. For comparison, lab results from a clinic come back in 2-7 business days.',
  age: () => `${PRODUCT_NAME} is for adults: you need to be 18 or over to use the kit.`,
  privacy: () =>
    `The kit ships in discreet packaging, and ${PRODUCT_NAME} states that its service is HIPAA-compliant. ` +
    'You test at home, on your own schedule.',
  care: () =>
    `If a result is positive, ${PRODUCT_NAME} connects you with telehealth consultations with licensed providers 7 days a week, ` +
    'prescription delivery (with same-day options) and partner notification to help you tell partners. ' +
    "Please don't self-treat: a provider will guide treatment.",
  waitlist: () =>
    `To ${WAITLIST_LINK}, create an account or sign in. 10,000+ people are already on it, ` +
    'and early-bird pricing is $99 instead of $129.',
  contact: () =>
    `You can reach the ${PRODUCT_NAME} team at ${SUPPORT_EMAIL}. ` +
    'Live-chat telehealth with licensed providers arrives after launch; for a question about your own health now, a healthcare provider is the best person to ask.',
};

export function kitAnswer(facets: readonly KitFacet[], mentionsOtherInfection: boolean): Answer {
  const chosen = facets.length === 0 ? (['overview'] as const) : facets.slice(0, 3);
  const body = chosen.map((facet) => KIT_TEXT[facet]({ mentionsOtherInfection })).join(' ');
  const sources: Source[] = [];
  for (const facet of chosen) {
    for (const source of guideSources(...(KIT_GUIDES[facet] ?? []))) if (!sources.some((s) => s.slug === source.slug)) sources.push(source);
  }
  return intent(`kit:${chosen.join('+')}`, body, sources.slice(0, 3));
}

/**
 * The guide sections that state a kit fact too, linked with it (the kit's figures are product
 * constants; these sections say the same, beside what the guides add): the accuracy per condition
 * (understanding-different-types-of-tests "At-Home Options", understanding-test-results "A Word on
 * Accuracy"), the lab turnaround the result time is compared with (understanding-test-results "How
 * Results Usually Arrive"), the care after a positive result (treatment-options-timeline "The Typical
 * Treatment Timeline": telehealth and prescription delivery; disclosure-guidelines: partner notification).
 */
const KIT_GUIDES: Partial<Record<KitFacet, readonly GuideSlug[]>> = {
  accuracy: ['understanding-different-types-of-tests', 'understanding-test-results'],
  conditions: ['understanding-different-types-of-tests'],
  'results-time': ['understanding-test-results'],
  care: ['treatment-options-timeline', 'disclosure-guidelines'],
};
