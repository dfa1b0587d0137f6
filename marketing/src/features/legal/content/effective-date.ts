/** docs/product.md#legal-pages: the privacy policy and the terms take effect on this date. */
export const LEGAL_EFFECTIVE_DATE = 'Oct 1, 2025';
