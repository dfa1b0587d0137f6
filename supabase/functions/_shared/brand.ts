/**
 * Brand constants for Edge Functions. They mirror `@app/shared` (the single source for the
 * front ends); functions are deployed alone from `supabase/functions`, so they cannot import
 * workspace packages.
 */
export const PRODUCT_NAME = 'Candor';
export const CHAT_GUIDE_NAME = 'Candor Guide';
export const SUPPORT_EMAIL = 'support@candor.example';
