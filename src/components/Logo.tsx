/** The Academy Hub mark: the favicon itself, so the drawing lives in one file. */
export function Logo({ size = 24 }: { size?: number }) {
  return <img src="/favicon.svg" width={size} height={size} alt="" style={{ display: 'block' }} />;
}
