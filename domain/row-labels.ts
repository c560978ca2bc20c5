/** Rows of a list field (an event's programme) as one line each: "08:00 · Opening", the row's values in order. Pure. */
export function rowLabels(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) =>
      Object.values(row)
        .filter((v) => typeof v === 'string' || typeof v === 'number')
        .join(' · '),
    );
}
