/** The kit as an inline drawing: no request, no decode, fixed size (no layout shift). */
export function KitIllustration() {
  return (
    <svg viewBox="0 0 360 300" width="360" height="300" aria-hidden="true" focusable="false" className="h-auto w-full max-w-sm">
      <rect x="20" y="40" width="320" height="230" rx="28" fill="#ccfbf1" />
      <rect x="60" y="78" width="150" height="170" rx="18" fill="#ffffff" stroke="#0f766e" strokeWidth="4" />
      <rect x="84" y="104" width="102" height="44" rx="10" fill="#f1f5f9" stroke="#0f766e" strokeWidth="3" />
      <circle cx="112" cy="126" r="9" fill="#0f766e" />
      <circle cx="158" cy="126" r="9" fill="#fdf2f8" stroke="#9d174d" strokeWidth="3" />
      <rect x="84" y="168" width="102" height="10" rx="5" fill="#99f6e4" />
      <rect x="84" y="188" width="72" height="10" rx="5" fill="#99f6e4" />
      <rect x="84" y="208" width="88" height="10" rx="5" fill="#99f6e4" />
      <rect x="236" y="96" width="64" height="140" rx="16" fill="#ffffff" stroke="#0f766e" strokeWidth="4" />
      <rect x="248" y="84" width="40" height="20" rx="6" fill="#0f766e" />
      <rect x="246" y="170" width="44" height="56" rx="10" fill="#fef9c3" />
      <circle cx="300" cy="66" r="30" fill="#0f766e" />
      <path d="M300 48 v18 l12 8" fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
