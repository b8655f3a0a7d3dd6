/**
 * Motifs of cables, prototyping supplies and tools (an HDMI cable, jumper wires, a breadboard, a
 * spool of solder, side cutters, an oscilloscope), drawn in the 600 × 600 space of ./art.ts for
 * ./art-parts.ts, which maps the kinds to them. Pure.
 */
import { GOLD, METAL, METAL_DARK, bodyOr, circle, rect, repeat, type Palette } from './art.ts';

/** An HDMI cable: the flat trapezoid plugs at both ends. */
export function hdmi(p: Palette): string {
  const body = bodyOr(p, '#e5e7eb');
  const plug = (x: number, y: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})">${rect(x - 45, y - 30, 90, 70, body, 10)}<polygon points="${x - 34},${y - 30} ${x + 34},${y - 30} ${x + 26},${y - 62} ${x - 26},${y - 62}" fill="${METAL}"/></g>`;
  return (
    `<path d="M170 240 C 240 420, 360 180, 430 360" stroke="${body}" stroke-width="24" fill="none" stroke-linecap="round"/>` +
    plug(160, 210, -30) +
    plug(440, 390, 150) +
    rect(260, 290, 80, 16, p.accent, 8, 'opacity=".8"')
  );
}

/** A bundle of jumper wires in rainbow colours. */
export function jumpers(): string {
  const colours = ['#dc2626', '#f97316', '#facc15', '#16a34a', '#2563eb', '#7c3aed', '#111827', '#f8fafc'];
  return (
    repeat(
      colours.length,
      (i) =>
        `<path d="M${150 + i * 8} ${170 + i * 6} C ${260 + i * 6} ${260 - i * 8}, ${300 - i * 4} ${360 + i * 8}, ${430 - i * 6} ${420 - i * 4}" stroke="${colours[i]}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    ) + repeat(colours.length, (i) => rect(132 + i * 8, 150 + i * 6, 18, 34, '#111827', 3) + rect(420 - i * 6, 410 - i * 4, 18, 34, '#111827', 3))
  );
}

/** A solderless breadboard with its holes and power rails. */
export function breadboard(): string {
  return (
    rect(90, 180, 420, 240, '#f8fafc', 14) +
    rect(110, 196, 380, 6, '#dc2626') +
    rect(110, 398, 380, 6, '#2563eb') +
    rect(100, 296, 400, 10, '#e2e8f0') +
    repeat(22, (col) => repeat(5, (row) => rect(116 + col * 17, 218 + row * 14, 6, 6, '#475569') + rect(116 + col * 17, 316 + row * 14, 6, 6, '#475569')))
  );
}

/** Solder supplies: a spool of wire. */
export function solder(p: Palette): string {
  return (
    circle(300, 290, 130, bodyOr(p, '#334155')) +
    circle(300, 290, 100, METAL) +
    repeat(6, (i) => circle(300, 290, 96 - i * 8, 'none', `stroke="${METAL_DARK}" stroke-width="3"`)) +
    circle(300, 290, 40, '#1f2937') +
    `<path d="M400 350 C 460 400, 480 440, 520 470" stroke="${METAL}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    circle(300, 290, 14, p.accent)
  );
}

/** Hand tools: a pair of side cutters. */
export function pliers(p: Palette): string {
  const grip = bodyOr(p, '#dc2626');
  return (
    `<path d="M300 280 L230 470" stroke="${grip}" stroke-width="44" stroke-linecap="round"/>` +
    `<path d="M300 280 L370 470" stroke="${grip === '#dc2626' ? '#facc15' : p.accent}" stroke-width="44" stroke-linecap="round"/>` +
    `<path d="M300 290 L250 140 Q300 110 300 170 Z" fill="${METAL_DARK}"/>` +
    `<path d="M300 290 L350 140 Q300 110 300 170 Z" fill="${METAL}"/>` +
    circle(300, 280, 20, METAL_DARK) +
    circle(300, 280, 8, '#475569')
  );
}

/** An oscilloscope with its trace. */
export function scope(p: Palette): string {
  return (
    rect(90, 150, 420, 290, bodyOr(p, '#e5e7eb'), 20) +
    rect(116, 176, 250, 190, '#0f172a', 8) +
    `<path d="M126 270 q20 -60 40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="#facc15" stroke-width="5" fill="none"/>` +
    `<path d="M126 320 h50 v-30 h50 v30 h50 v-30 h50 v30 h34" stroke="#22d3ee" stroke-width="4" fill="none"/>` +
    repeat(3, (row) => repeat(3, (col) => circle(405 + col * 32, 210 + row * 44, 12, row === 0 ? p.accent : '#475569'))) +
    repeat(4, (i) => circle(150 + i * 60, 405, 12, ['#facc15', '#22d3ee', '#e879f9', '#3b82f6'][i] ?? GOLD))
  );
}
