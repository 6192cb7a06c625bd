// The values a results file writes a draw's name and number in (docs/product.md,
// "Importing results files"): "Midday", "Night Draw", "Day", "Daytime" for a draw time; "921",
// "9-2-1", "9, 2, 1" for a number, or one digit per column; "11:34pm" is a clock time, never the
// draw.
import { drawTimeOf, type DrawTime } from './results';

/** "Midday", "MIDDAY", "Mid-Day", "Night Draw", "Day" (Texas), "Daytime" (North Carolina). */
export function drawTimeNamed(v: string): DrawTime | undefined {
  const exact = drawTimeOf(v);
  if (exact) return exact;
  const letters = v
    .toLowerCase()
    .replace(/\bdraw(ing)?\b/g, '')
    .replace(/[^a-z]/g, '');
  return letters ? drawTimeOf(letters) : undefined;
}

/** A time of day: "11:34pm", "12:29 PM", "23:34", "7 p.m.". */
export const isClockTime = (v: string) => /^\d{1,2}(:\d{2}){1,2}\s*([ap]\.?m\.?)?$|^\d{1,2}\s*[ap]\.?m\.?$/i.test(v);

/** A cell that says a wide file's draw did not take place or is not known yet. */
export const isNoDraw = (v: string) => v === '' || /^[-–—]+$|^n\/?a$/i.test(v);

/**
 * One column's number: digits as they are, or single digits with separators ("9-2-1",
 * "9, 2, 1"); undefined for anything else. `padTo`: the game's length, for sources that drop
 * leading zeros (a spreadsheet turns 075 into 75): a plain number shorter than it is padded.
 * A longer one is left as it is, for the game's check to refuse.
 */
export function numberOf(v: string, padTo?: number): string | undefined {
  if (/^\d+$/.test(v)) return padTo === undefined ? v : v.padStart(padTo, '0');
  if (/^\d(?:\s*[-–,\s]\s*\d)+$/.test(v)) return v.replace(/\D/g, '');
  return undefined;
}

/**
 * A number cell that carries the draw's add-on after it, as Florida's files write it: "1-2-3 FB 4",
 * "123 FB4", "1-2-3, Fireball: 4", "4-5-6 WB 7" (Tennessee's Wild Ball). The number part and the
 * add-on digit; the cell unchanged with no add-on otherwise.
 */
export function withAddOn(v: string): { number: string; extra?: string } {
  const m = /^(.*?)[\s,;]*\b(?:FB|Fireball|WB|Wild\s*Ball)\s*[:#=-]?\s*(\d)$/i.exec(v.trim());
  return m && m[1] !== '' ? { number: m[1], extra: m[2] } : { number: v };
}

/** One digit column: exactly one digit ("2.0" is not a digit). */
export const isDigit = (v: string) => v.length === 1 && v >= '0' && v <= '9';
