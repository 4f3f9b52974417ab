import type { ThemeMode } from '../../theme';

/** The Receipts mark: a receipt with a check. Two variants, one per display mode. */
function ReceiptMark({ paper, ink, accent }: { paper: string; ink: string; accent: string }) {
  return (
    <>
      <path
        d="M6 3h20v26l-3.3-2.2L19.3 29 16 26.8 12.7 29l-3.4-2.2L6 29z"
        fill={paper}
        stroke={ink}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M10.5 10h11M10.5 14h7" stroke={ink} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M11 19.5l3 3 6.5-6.5" fill="none" stroke={accent} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

export function Logo({ mode }: { mode: ThemeMode }) {
  const light = mode === 'light';
  return (
    <svg width="132" height="32" viewBox="0 0 132 32" role="img" aria-label="Receipts" data-logo={mode}>
      <ReceiptMark paper={light ? '#ffffff' : '#171b24'} ink={light ? '#141821' : '#e8ebf1'} accent={light ? '#1f5eff' : '#6d9bff'} />
      <text
        x="34"
        y="22.5"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="19"
        fontWeight="800"
        letterSpacing="-0.3"
        fill={light ? '#141821' : '#e8ebf1'}
      >
        Receipts
      </text>
    </svg>
  );
}
