import type { LegalDocument, LegalPageId } from '../legal-document';
import { medicalDisclaimer } from './medical-disclaimer';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';

export const legalDocuments: Record<LegalPageId, LegalDocument> = {
  'medical-disclaimer': medicalDisclaimer,
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
};
