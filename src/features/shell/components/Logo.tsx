// The brand mark: a check inside a heart-rate ring, drawn inline so it needs no request and
// follows the theme colour. Decorative; the link around it carries the accessible name.
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="var(--color-primary)" />
      <path
        d="M8 26h8l4-9 6 17 4-10h10"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
