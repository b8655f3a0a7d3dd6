/**
 * A one-page PDF with a heading and lines of text, built by hand (no dependency): the standard
 * Helvetica fonts with WinAnsi encoding, so Latin-1 text (ä, ö, ü, é) shows as it is and
 * anything beyond becomes "?". Deterministic: the same text gives the same bytes.
 * @example simplePdf('Pico 2 W datasheet', ['SKU RPI-PICO2-W']) // Buffer starting with "%PDF-1.4"
 */
const escapePdfText = (text: string): string => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

export function simplePdf(heading: string, lines: readonly string[]): Buffer {
  const body = [
    'BT /F1 20 Tf 56 770 Td',
    `(${escapePdfText(heading)}) Tj`,
    'ET',
    'BT /F2 11 Tf 15 TL 56 730 Td',
    ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(body, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${body}\nendstream`,
    `<< /Title (${escapePdfText(heading)}) /Producer (Framboos Elektronica) >>`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1');
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
