import { KIT_FACTS, PRODUCT_NAME, SUPPORT_EMAIL, paths } from '@app/shared';
import { link, list, p, type LegalDocument } from '../legal-document';
import { LEGAL_EFFECTIVE_DATE } from './effective-date';

const mail = link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`);

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: `What ${PRODUCT_NAME} collects, why, who can see it, and how to delete your chat history or your whole account yourself.`,
  effective: `Effective ${LEGAL_EFFECTIVE_DATE}`,
  intro: [
    p(
      `${PRODUCT_NAME} is about sexual health, so we know how personal your information is. This policy explains, in plain language, what we collect when you use our website, why we collect it, who can see it, and how you can delete it. We collect as little as we can and we never sell your data.`,
    ),
  ],
  sections: [
    {
      heading: 'Who this policy covers',
      blocks: [
        p(
          `This policy applies to the ${PRODUCT_NAME} website, its Education Center, its chat guide and the waitlist. Our services are only for adults aged ${KIT_FACTS.minimumAge} and over. We do not knowingly collect information from anyone younger; if you believe someone under ${KIT_FACTS.minimumAge} has created an account, write to us at `,
          mail,
          ' and we will delete it.',
        ),
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        list(
          'Your account e-mail address, when you create an account. Your password is never stored as you typed it: our authentication system keeps only a one-way hash of it.',
          'Page views: the address of each page you open, the page you came from, your browser type, and your account ID if you are signed in. Anything you type into a search box is replaced by the word "redacted" before it is recorded, so we never store what you searched for.',
          'Chat messages, for signed-in members only: what you write to the chat guide and its replies are saved so you can pick the conversation up again. If you are not signed in, your chat messages are not saved.',
          'Sign-up events: a record that an account was created, with the e-mail address used.',
          'Waitlist presses: which "Join Waitlist" or "Reserve Your Spot" button was pressed, and nothing else about you.',
        ),
        p(
          'The e-mail box in the footer of our home page is not sent or stored anywhere; to join the waitlist, create an account. We do not collect test results, payment details or your location, and we do not use advertising trackers or third-party analytics.',
        ),
      ],
    },
    {
      heading: 'Why we collect it',
      blocks: [
        list(
          'To run your account: signing you in and keeping you signed in.',
          'To give you your chat history back when you return.',
          'To understand, in total, which pages are useful and how many people sign up or join the waitlist, so we can improve the site.',
          'To answer you when you write to us.',
        ),
      ],
    },
    {
      heading: 'Who can see it',
      blocks: [
        list(
          'You: you can read your own chat history while signed in. No other member can see it.',
          'Our team: administrators see only totals, such as the number of page views or sign-ups and how many different people they came from. Nobody at our company browses individual records as part of normal work.',
          'Service providers: our hosting and database providers store the data on our behalf, under contract, and may not use it for anything else.',
          'Authorities: only when the law requires it, and only what is required.',
        ),
        p('We do not sell, rent or share your information for advertising.'),
      ],
    },
    {
      heading: 'Deleting your chat history or your account',
      blocks: [
        p(
          'You are in control. While signed in, open the member menu (your e-mail address at the top of the home page or the Education Center) and choose:',
        ),
        list(
          'Delete my chat history: removes every chat message saved for your account. Your account stays.',
          'Delete my account: removes your account, your e-mail address and password, your chat history and your sign-ins on every device. Our page-view, sign-up and waitlist totals are kept, but every link between them and you is removed.',
        ),
        p('Either deletion takes effect immediately and cannot be undone. You can also ask us to do it for you by writing to ', mail, '.'),
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        p(
          'We keep your account and chat history until you delete them or ask us to. Analytics records are kept in anonymous form for as long as they help us understand how the site is used.',
        ),
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        p(
          `${PRODUCT_NAME} is HIPAA-compliant. Data travels over encrypted connections, access rules in our database let each member read only their own chat messages, and analytics are readable only as totals by administrators.`,
        ),
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        p(
          'If we change this policy, we will update the effective date above and, for significant changes, tell members by e-mail before the change takes effect.',
        ),
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        p('Questions about your privacy, or requests about your data, go to ', mail, '.'),
        p('See also our ', link('Terms of Service', paths.termsOfService.getHref()), '.'),
      ],
    },
  ],
};
