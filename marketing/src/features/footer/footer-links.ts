import { paths } from '@app/shared';

export const legalLinks: readonly { href: string; label: string }[] = [
  { href: paths.privacyPolicy.getHref(), label: 'Privacy Policy' },
  { href: paths.termsOfService.getHref(), label: 'Terms of Service' },
  { href: paths.medicalDisclaimer.getHref(), label: 'Medical Disclaimer' },
];
