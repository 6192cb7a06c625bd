// What a results file is, when it is not a CSV text (docs/product.md, "Importing results files"): a
// lottery's error page saved as .csv, a PDF, a workbook, an image. Told from its first bytes,
// before it is read as text, so the import refuses it in one sentence that says what it is, in
// every mode; a feed and the admin's import page use the same words.

const HEAD = 2048;

export const FILE_KIND_MESSAGES = {
  webPage: 'This file is a web page, not a results file.',
  xml: 'This file is XML, not a results file.',
  json: 'This file is JSON, not a results file.',
  pdf: 'This file is a PDF, not a results file: export its table as CSV.',
  xlsx: 'This file is an Excel workbook (.xlsx) or another ZIP archive, not a results file: save it as CSV.',
  xls: 'This file is an Excel workbook (.xls), not a results file: save it as CSV.',
  gzip: 'This file is compressed (gzip): unpack it first.',
  image: 'This file is an image, not a results file.',
  utf16: 'This file is UTF-16 text: save it as CSV in UTF-8.',
  binary: 'This file is not text, so not a results file.',
  notUtf8: 'The file is not UTF-8 text.',
} as const;

const startsWith = (b: Uint8Array, ...sig: number[]) => sig.every((v, i) => b[i] === v);

/** The sentence refusing the file, if its first bytes say it is not a CSV text. */
export function fileKindProblem(bytes: Uint8Array): string | undefined {
  const b = bytes.subarray(0, HEAD);
  if (startsWith(b, 0x25, 0x50, 0x44, 0x46, 0x2d)) return FILE_KIND_MESSAGES.pdf;
  if (startsWith(b, 0x50, 0x4b, 0x03, 0x04)) return FILE_KIND_MESSAGES.xlsx;
  if (startsWith(b, 0xd0, 0xcf, 0x11, 0xe0)) return FILE_KIND_MESSAGES.xls;
  if (startsWith(b, 0x1f, 0x8b)) return FILE_KIND_MESSAGES.gzip;
  if (startsWith(b, 0x89, 0x50, 0x4e, 0x47) || startsWith(b, 0xff, 0xd8, 0xff) || startsWith(b, 0x47, 0x49, 0x46, 0x38)) return FILE_KIND_MESSAGES.image;
  if (startsWith(b, 0xff, 0xfe) || startsWith(b, 0xfe, 0xff)) return FILE_KIND_MESSAGES.utf16;
  if (b.includes(0)) return FILE_KIND_MESSAGES.binary;
  // The head as text, even if a multi-byte character is cut at its end.
  const head = new TextDecoder('utf-8')
    .decode(b)
    .replace(/^\ufeff/, '')
    .trimStart();
  // Any markup that is not XML's declaration is taken for a page: no results file starts with a tag.
  if (/<html[\s>]/i.test(head) || /^<[a-z!]/i.test(head)) return FILE_KIND_MESSAGES.webPage;
  if (head.startsWith('<?xml')) return FILE_KIND_MESSAGES.xml;
  if (/^[{[]\s*["{[\]}]/.test(head)) return FILE_KIND_MESSAGES.json;
  return undefined;
}

/** The file as text, or the sentence refusing it. */
export function resultsFileText(bytes: Uint8Array): { text: string } | { problem: string } {
  // A NUL past the head too: no text file holds one, and PostgreSQL could store no line with it.
  const problem = fileKindProblem(bytes) ?? (bytes.includes(0) ? FILE_KIND_MESSAGES.binary : undefined);
  if (problem) return { problem };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problem: FILE_KIND_MESSAGES.notUtf8 };
  }
}
