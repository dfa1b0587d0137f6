import { KIT_FACTS, PRICES, PRODUCT_NAME, SUPPORT_EMAIL, paths } from '@app/shared';
import { link, list, p, type LegalDocument } from '../legal-document';
import { LEGAL_EFFECTIVE_DATE } from './effective-date';

const mail = link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`);

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description: `The terms for using ${PRODUCT_NAME}: eligibility, the waitlist, early-bird pricing in USD, all sales final, and governing law.`,
  effective: `Effective ${LEGAL_EFFECTIVE_DATE}`,
  intro: [
    p(
      `These terms are the agreement between you and ${PRODUCT_NAME} for using our website, Education Center, chat guide and waitlist, and for buying our at-home test kit once it launches. By creating an account or using the site you accept them. If you do not agree, please do not use the site.`,
    ),
  ],
  sections: [
    {
      heading: `Who can use ${PRODUCT_NAME}`,
      blocks: [
        p(
          `You must be at least ${KIT_FACTS.minimumAge} years old to create an account, use the site or buy a kit. By using the site you confirm that you are.`,
        ),
      ],
    },
    {
      heading: 'Before launch',
      blocks: [
        p(
          `The test kit is awaiting FDA approval, with launch expected in ${KIT_FACTS.launchExpected}. Joining the waitlist or reserving a spot does not charge you anything and does not guarantee a delivery date. We will tell you by e-mail when kits become available.`,
        ),
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        list(
          'Give a real e-mail address you can access, and keep your password to yourself.',
          'You are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
          ['You can delete your account at any time, as explained in our ', link('Privacy Policy', paths.privacyPolicy.getHref()), '.'],
        ),
      ],
    },
    {
      heading: 'Health information is not medical advice',
      blocks: [
        p(
          'Our guides, the chat guide and everything else on the site are educational information only. They are not medical advice, they do not diagnose any condition, and they do not replace a licensed healthcare provider. Read our ',
          link('Medical Disclaimer', paths.medicalDisclaimer.getHref()),
          ' before relying on anything you read here.',
        ),
      ],
    },
    {
      heading: 'Prices and payment',
      blocks: [
        p(
          `All prices are in USD. The early-bird price of $${PRICES.earlyBird} applies to a first-time customer's first test, instead of the regular price of $${PRICES.regular}. We may change prices for future orders; the price shown when you place an order is the one you pay.`,
        ),
      ],
    },
    {
      heading: 'All sales final',
      blocks: [
        p(
          'For hygiene and safety reasons, all sales are final. Once a kit has shipped it cannot be returned, exchanged or refunded. If a kit arrives damaged or incomplete, write to us at ',
          mail,
          ' and we will help.',
        ),
      ],
    },
    {
      heading: 'Using the site fairly',
      blocks: [
        list(
          'Do not use the site for anything unlawful, or to harass or harm anyone.',
          'Do not try to reach other members\u2019 information, break our security, or overload the service.',
          'Do not copy or resell our guides or other content without our written permission.',
        ),
      ],
    },
    {
      heading: 'Our content',
      blocks: [
        p(
          `The text, design and guides on this site belong to ${PRODUCT_NAME} or its licensors. You may read and share links to them for your own, non-commercial use.`,
        ),
      ],
    },
    {
      heading: 'Limits of our responsibility',
      blocks: [
        p(
          'We work hard to keep the site accurate and available, but we provide it "as is". To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the site. Nothing in these terms limits rights you have under laws that cannot be waived.',
        ),
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        p('These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-law rules.'),
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        p(
          'If we change these terms, we will update the effective date above and, for significant changes, tell members by e-mail before the change takes effect.',
        ),
      ],
    },
    {
      heading: 'Contact us',
      blocks: [p('Questions about these terms go to ', mail, '.')],
    },
  ],
};
