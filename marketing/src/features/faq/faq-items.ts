import { KIT_FACTS, PRODUCT_NAME } from '@app/shared';

/** A piece of an answer: a paragraph, or a list (the accuracy figures). */
export type FaqBlock = { kind: 'text'; text: string } | { kind: 'list'; items: readonly string[] };

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly FaqBlock[];
}

const text = (value: string): FaqBlock => ({ kind: 'text', text: value });

/** Claimed accuracy per condition (docs/product.md#claims), in the order given there. */
export const accuracyFigures: readonly { condition: string; accuracy: string }[] = [
  { condition: 'Trichomonas', accuracy: '100%' },
  { condition: 'Yeast', accuracy: '98.4%' },
  { condition: 'BV', accuracy: '98.46%' },
  { condition: 'Gonorrhea', accuracy: '93%' },
  { condition: 'Mycoplasma', accuracy: '90%' },
  { condition: 'Chlamydia', accuracy: '87%' },
];

const conditionList = KIT_FACTS.conditions.join(', ');

/** docs/product.md#landing-page: nine questions. Answers inform; they never diagnose or dose. */
export const faqItems: readonly FaqItem[] = [
  {
    id: 'accuracy',
    question: 'How accurate is the test?',
    answer: [
      text('Accuracy differs by condition. These are the figures claimed for the kit:'),
      { kind: 'list', items: accuracyFigures.map((f) => `${f.condition}: ${f.accuracy}`) },
      text('No test is perfect. If your result does not match how you feel, or you have symptoms, talk to a licensed healthcare provider.'),
    ],
  },
  {
    id: 'privacy',
    question: 'Is my information kept private?',
    answer: [
      text(`Yes. ${PRODUCT_NAME} is HIPAA-compliant, you test at home on your own schedule, and your kit arrives in discreet packaging.`),
      text('Our Privacy Policy explains exactly what we collect, why, and how you can delete your data at any time.'),
    ],
  },
  {
    id: 'positive-result',
    question: 'What happens if I test positive?',
    answer: [
      text(
        'A positive result is a reason to talk to a licensed healthcare provider, who can confirm it and explain your options. Please do not start, stop or change any medication on your own.',
      ),
      text(
        'After launch you will be able to book a telehealth consultation with a licensed provider, 7 days a week, and any prescription they decide on can be delivered with same-day options.',
      ),
      text('Partner notification helps you let recent partners know they should get tested too.'),
    ],
  },
  {
    id: 'availability',
    question: 'When will the kit be available?',
    answer: [
      text(
        `The kit is awaiting FDA approval, and launch is expected in ${KIT_FACTS.launchExpected}. Join the waitlist to hear first and to reserve the early-bird price.`,
      ),
    ],
  },
  {
    id: 'telehealth',
    question: 'How do telehealth consultations work?',
    answer: [
      text(
        'Telehealth consultations connect you with licensed providers 7 days a week. They can talk through your results, answer questions and, where appropriate, prescribe treatment.',
      ),
      text('Live-chat telehealth becomes available after launch.'),
    ],
  },
  {
    id: 'fda-status',
    question: 'Is the kit FDA approved?',
    answer: [
      text(
        `Not yet. FDA approval is pending, with launch expected in ${KIT_FACTS.launchExpected}. We will keep everyone on the waitlist up to date.`,
      ),
    ],
  },
  {
    id: 'clinic-comparison',
    question: 'How does this compare with testing at a clinic?',
    answer: [
      text(
        `You skip the appointment and the waiting room, and you get results in ${KIT_FACTS.resultMinutes} minutes instead of waiting for a lab. A clinic is still the right place for conditions the kit does not cover, for a physical exam, or whenever a provider recommends it.`,
      ),
    ],
  },
  {
    id: 'conditions',
    question: 'Which conditions does the kit test for?',
    answer: [text(`${KIT_FACTS.conditions.length} conditions from one urine sample and a cartridge: ${conditionList}.`)],
  },
  {
    id: 'discreet-kit',
    question: 'Will the kit arrive discreetly?',
    answer: [text('Yes. Every kit ships in discreet packaging, with nothing on the outside that says what is inside.')],
  },
];
