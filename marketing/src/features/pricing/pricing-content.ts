import { KIT_FACTS } from '@app/shared';

/** What the early-bird kit includes: kit facts only, nothing promised beyond docs/product.md#claims. */
export const includedInKit: readonly string[] = [
  `Tests for ${KIT_FACTS.conditions.length} conditions from one urine sample`,
  `Results in ${KIT_FACTS.resultMinutes} minutes`,
  'Discreet packaging',
  'Access to the educational resource library',
];

/** docs/product.md#landing-page: the 'Coming soon' list, in order. */
export const comingSoon: readonly string[] = ['Subscription plans', 'Bulk testing', 'Monthly plans', 'Couple testing', 'Group discounts'];
