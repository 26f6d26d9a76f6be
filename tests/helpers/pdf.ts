/** Reading what a PDF says (unpdf: PDF.js without a worker), for the order documents' tests. */
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page, joined, with runs of white space as one space. */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Whether the PDF embeds a raster image (the piece's picture). */
export const hasImage = (bytes: Buffer) => bytes.includes('/Subtype /Image');

/** The number of pages. */
export async function pdfPages(bytes: Uint8Array | Buffer): Promise<number> {
  return (await getDocumentProxy(new Uint8Array(bytes))).numPages;
}
