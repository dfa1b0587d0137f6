import { KIT_FACTS, PRODUCT_NAME, SUPPORT_EMAIL, paths } from '@app/shared';
import { link, list, p, type LegalDocument } from '../legal-document';

export const medicalDisclaimer: LegalDocument = {
  title: 'Medical Disclaimer',
  description: `${PRODUCT_NAME} provides educational information only. It is not medical advice and does not diagnose. In an emergency call 911; in a crisis call or text 988.`,
  intro: [
    p(
      `Everything on the ${PRODUCT_NAME} website, including the Education Center guides and the chat guide, is educational information only. It is not medical advice, and it is not a substitute for advice, diagnosis or treatment from a licensed healthcare provider.`,
    ),
  ],
  sections: [
    {
      heading: 'In an emergency',
      blocks: [
        list(
          [
            'If you think you are having a medical emergency, call ',
            link('911', 'tel:911'),
            ' (in the US) or your local emergency number right away.',
          ],
          [
            'If you are in crisis or thinking about harming yourself, call or text ',
            link('988', 'tel:988'),
            ', the Suicide & Crisis Lifeline, any time of day.',
          ],
        ),
        p('Do not wait for a reply from our chat guide or our support team in an emergency.'),
      ],
    },
    {
      heading: 'No diagnosis',
      blocks: [
        p(
          'Our content and our chat guide do not diagnose any condition and cannot tell you whether you have an infection. Only a licensed healthcare provider can diagnose you, after considering your history, your symptoms and, where needed, confirmatory testing.',
        ),
      ],
    },
    {
      heading: 'About the test kit',
      blocks: [
        p(
          `The ${PRODUCT_NAME} kit is awaiting FDA approval, with launch expected in ${KIT_FACTS.launchExpected}. The accuracy figures on our site are the figures claimed for each condition; no test is perfect. A positive, negative or unclear result should always be discussed with a licensed healthcare provider, especially if you have symptoms.`,
        ),
      ],
    },
    {
      heading: 'Treatment and medication',
      blocks: [
        p(
          'Never start, stop or change a medication, or delay getting care, because of something you read on this site. Decisions about treatment belong to you and a licensed healthcare provider.',
        ),
      ],
    },
    {
      heading: 'The chat guide',
      blocks: [
        p(
          'The chat guide is an automated assistant that answers from our educational content. It is not a doctor, nurse or counselor, and its answers can be incomplete or wrong for your situation.',
        ),
      ],
    },
    {
      heading: 'Links to other websites',
      blocks: [
        p(
          'We link to public health organizations and other websites for further reading. We do not control their content and are not responsible for it.',
        ),
      ],
    },
    {
      heading: 'Questions',
      blocks: [
        p(
          'If something on our site seems wrong or unclear, write to us at ',
          link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`),
          '. See also our ',
          link('Terms of Service', paths.termsOfService.getHref()),
          ' and ',
          link('Privacy Policy', paths.privacyPolicy.getHref()),
          '.',
        ),
      ],
    },
  ],
};
