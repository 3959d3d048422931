/** The brand mark: a SIM outline with a signal arc. */
export function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect x="5" y="3" width="18" height="22" rx="4" fill="var(--brand)" />
      <path
        d="M10 15a6 6 0 0 1 8 0M12.5 18a2.5 2.5 0 0 1 3 0"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="14" cy="11" r="1.6" fill="#fff" />
    </svg>
  )
}
