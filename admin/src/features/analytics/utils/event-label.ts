/**
 * The label of an event type (docs/product.md#admin-dashboard): underscores become spaces and each word
 * is capitalised, so 'page_view' reads 'Page View'.
 */
export function eventLabel(eventType: string): string {
  const words = eventType
    .split('_')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 0) return eventType;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
