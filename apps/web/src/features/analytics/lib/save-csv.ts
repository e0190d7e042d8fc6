import { saveFile } from '../../../lib/save-file';

/** Saves CSV text; the byte-order mark makes spreadsheets read the file as UTF-8, so accented names survive. */
export function saveCsv(csv: string, filename: string): void {
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
}
