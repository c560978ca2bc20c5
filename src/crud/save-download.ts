/** Hands a downloaded file to the browser under the name the server gave it. */

/** `attachment; filename="players-2026-11-22.xlsx"` → `players-2026-11-22.xlsx`. */
export function attachmentName(disposition: unknown, fallback: string): string {
  const match = /filename="?([^";]+)"?/.exec(typeof disposition === 'string' ? disposition : '');
  return match?.[1] ?? fallback;
}

export function saveDownload(file: Blob, disposition: unknown, fallback: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(disposition, fallback);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
