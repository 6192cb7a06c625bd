// The text a pdfkit PDF shows, read back the way a PDF reader would start: each content stream
// inflated (FlateDecode), then the hex strings of every TJ text operator joined, one per line.
import zlib from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    const body = pdf.subarray(start + 'stream\n'.length, end);
    at = end + '\nendstream'.length;
    let content: string;
    try {
      content = zlib.inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}
