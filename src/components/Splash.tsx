/**
 * The brand on the sign-in page's background: what index.html paints before any
 * script runs (the same markup, kept in step by hand), and what stays on screen
 * while the first screen's texts load.
 */
export const SPLASH_BACKGROUND = 'linear-gradient(160deg, #f5f3ff 0%, #ede9fe 100%)';

export function Splash() {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        background: SPLASH_BACKGROUND,
      }}
    >
      <img src="/favicon.svg" width={48} height={48} alt="" />
      <p style={{ margin: 0, fontSize: 24, lineHeight: 1.33, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' }}>Academy Hub</p>
    </div>
  );
}
