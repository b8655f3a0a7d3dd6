/**
 * Reads the text of a PDF written by pdfkit with nothing but Node, so tests need no PDF tool on
 * the machine. pdfkit draws every line of text as one `TJ` of hex strings (WinAnsi bytes for its
 * built-in fonts), placed by the `Tm` before it; compressed streams are inflated first, so the
 * shop's real output reads as well as an uncompressed one.
 */
import { inflateSync } from 'node:zlib';

/** One line of text as drawn: its page (from 1), its position in PDF units (y from the bottom) and font size. */
export type PdfFragment = { page: number; x: number; y: number; size: number; text: string };
/** `info` is the document's metadata (Title, Author, CreationDate …) as plain strings. */
export type PdfContent = { pages: number; fragments: PdfFragment[]; info: Record<string, string>; raw: string };

type PdfObject = { dict: string; stream: Buffer | null };

function objects(pdf: Buffer, raw: string): Map<number, PdfObject> {
  const out = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(raw))) {
    const from = start.lastIndex;
    const streamAt = raw.indexOf('stream', from);
    const endAt = raw.indexOf('endobj', from);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = raw.slice(from, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      let dataAt = streamAt + 'stream'.length;
      if (raw[dataAt] === '\r') dataAt++;
      if (raw[dataAt] === '\n') dataAt++;
      const data = pdf.subarray(dataAt, dataAt + length);
      out.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(data) : Buffer.from(data) });
      start.lastIndex = dataAt + length;
    } else {
      out.set(Number(match[1]), { dict: raw.slice(from, endAt === -1 ? undefined : endAt), stream: null });
      if (endAt !== -1) start.lastIndex = endAt;
    }
  }
  return out;
}

const winAnsi = new TextDecoder('windows-1252');

function decodeHex(hex: string): string {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return winAnsi.decode(bytes);
}

/** A literal string `(…)` or hex string `<…>`, in PDFDocEncoding or UTF-16 with its byte order mark. */
function pdfString(value: string): string {
  const literal = /^\((.*)\)$/s.exec(value.trim());
  const hex = /^<([0-9a-fA-F]*)>$/.exec(value.trim());
  const bytes = literal
    ? Buffer.from(literal[1]!.replace(/\\([()\\])/g, '$1'), 'latin1')
    : hex
      ? Buffer.from(hex[1]!, 'hex')
      : Buffer.from(value.trim(), 'latin1');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return bytes.toString('latin1');
}

function metadata(raw: string, all: Map<number, PdfObject>): Record<string, string> {
  const id = /\/Info (\d+) 0 R/.exec(raw.slice(raw.lastIndexOf('trailer')))?.[1];
  const dict = all.get(Number(id))?.dict ?? '';
  const out: Record<string, string> = {};
  for (const [, key, ref, direct] of dict.matchAll(/\/(\w+) (?:(\d+) 0 R|(\([^)]*\)|<[0-9a-fA-F]*>))/g)) {
    out[key!] = pdfString(ref !== undefined ? (all.get(Number(ref))?.dict ?? '') : (direct ?? ''));
  }
  return out;
}

/** @example readPdf(buffer).fragments.map((f) => f.text) // ["Framboos Elektronica B.V.", "Databankweg 12", …] */
export function readPdf(pdf: Buffer): PdfContent {
  const raw = pdf.toString('latin1');
  const all = objects(pdf, raw);
  const tree = [...all.values()].find((o) => /\/Type \/Pages\b/.test(o.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const fragments: PdfFragment[] = [];
  kids.forEach((id, index) => {
    const contents = /\/Contents (\d+) 0 R/.exec(all.get(id)?.dict ?? '')?.[1];
    const stream = all.get(Number(contents))?.stream;
    if (!stream) return;
    let x = 0;
    let y = 0;
    let size = 0;
    const ops = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\/\w+ ([\d.]+) Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const op of stream.toString('latin1').matchAll(ops)) {
      if (op[1] !== undefined) [x, y] = [Number(op[1]), Number(op[2])];
      else if (op[3] !== undefined) size = Number(op[3]);
      else {
        const text = op[4] !== undefined ? [...op[4].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1] ?? '')).join('') : decodeHex(op[5] ?? '');
        fragments.push({ page: index + 1, x, y, size, text });
      }
    }
  });
  return { pages: kids.length, fragments, info: metadata(raw, all), raw };
}

/** All text on one line with plain spaces (Intl puts no-break spaces into amounts and dates). */
export function flatText(content: PdfContent): string {
  return content.fragments
    .map((f) => f.text)
    .join(' ')
    .replace(/[\s\u00a0]+/g, ' ');
}
