export const PRODUCT_NAME = 'Candor';
export const CHAT_GUIDE_NAME = 'Candor Guide';
export const SUPPORT_EMAIL = 'support@candor.example';

/** Prices in USD (docs/product.md#constants). */
export const PRICES = {
  earlyBird: 99,
  regular: 129,
  savings: 30,
  currency: 'USD',
} as const;

export const KIT_FACTS = {
  conditions: ['Gonorrhea', 'Chlamydia', 'Mycoplasma', 'Trichomonas', 'Bacterial vaginosis (BV)', 'Yeast infection'],
  resultMinutes: 15,
  waitlistClaim: '10,000+',
  launchExpected: 'Q4 2025',
  minimumAge: 18,
} as const;

export const LIMITS = {
  emailMax: 255,
  passwordMin: 6,
  passwordMax: 128,
  searchDebounceMs: 300,
  searchPageSize: 20,
  educationSearchLimit: 10,
  searchCacheMs: 5 * 60 * 1000,
  categoriesCacheMs: 10 * 60 * 1000,
  maxTagsPerCard: 3,
  relatedResources: 3,
  headerTranslucentAfterPx: 20,
} as const;

/**
 * The auth mail settings of supabase/config.toml that the pages must know (docs/product.md#account):
 * the wait between mails to one address, whether a password change asks for an e-mailed code, and
 * whether an e-mail change is confirmed from both addresses. A test keeps them equal to the file.
 */
export const AUTH_SETTINGS = {
  emailMaxFrequencySeconds: 60,
  securePasswordChange: false,
  doubleConfirmChanges: true,
} as const;
