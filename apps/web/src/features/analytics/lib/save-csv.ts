/**
 * Saves CSV text under a file name through a temporary link. The byte-order mark makes spreadsheets
 * read the file as UTF-8, so accented names survive.
 */
export function saveCsv(csv: string, filename: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
