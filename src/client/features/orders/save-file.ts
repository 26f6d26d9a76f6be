/**
 * Saves a file the page fetched (an order's PDF fetched with the member's bearer token, which a
 * plain link cannot carry): through an object URL and a download link, then the URL is let go.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
