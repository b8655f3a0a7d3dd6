/**
 * Motifs of parts, modules, accessories and tools, drawn in the 600 × 600 space of ./art.ts.
 * Each looks like the thing (a fan on a heat sink, a servo with its horn, a spool of solder), in
 * the product's colour, so a cooler never looks like a resistor. Pure. The boards and devices are
 * drawn here; cables and tools in ./art-tools.ts, components and actuators in ./art-components.ts;
 * PART_ART maps every kind to its motif.
 */
import { CHIP, GOLD, METAL, METAL_DARK, bodyOr, circle, rect, repeat, type Palette } from './art.ts';
import { silk } from './art-sensors.ts';
import { breadboard, hdmi, jumpers, pliers, scope, solder } from './art-tools.ts';
import { led, ledring, ledstrip, lens, motor, potentiometer, relay, resistor, servo, speaker, stepper } from './art-components.ts';

/** An active cooler: a fan in its shroud on an aluminium heat sink. */
function cooler(p: Palette): string {
  const blade = (i: number) =>
    `<path d="M300 290 C 330 230, 380 230, 380 262 C 350 268, 330 280, 300 290 Z" fill="#1f2937" transform="rotate(${i * 51.4} 300 290)"/>`;
  return (
    repeat(9, (i) => rect(130 + i * 40, 330, 22, 130, METAL, 4)) +
    rect(120, 440, 360, 30, METAL_DARK, 6) +
    rect(160, 150, 280, 280, '#111827', 36) +
    circle(300, 290, 120, '#374151') +
    repeat(7, blade) +
    circle(300, 290, 34, bodyOr(p, '#111827')) +
    circle(300, 290, 14, p.accent) +
    rect(410, 160, 20, 60, '#dc2626', 4)
  );
}

/** An add-on board (HAT, shield, SHIM): a board with the 40-pin header along its edge and a part. */
function hat(p: Palette): string {
  const pcb = bodyOr(p, '#1f7a4d');
  return (
    rect(110, 170, 380, 250, pcb, 18) +
    rect(130, 180, 340, 30, '#111827', 4) +
    repeat(20, (i) => circle(145 + i * 16.5, 195, 4, GOLD)) +
    repeat(4, (i) => circle(i % 2 ? 465 : 135, i < 2 ? 235 : 395, 10, GOLD)) +
    rect(200, 260, 110, 110, CHIP, 8) +
    rect(330, 270, 110, 70, METAL, 6) +
    rect(330, 350, 110, 24, p.accent, 6) +
    silk(p, 255, 400, 18)
  );
}

/** A keyboard computer (Raspberry Pi 500). */
function keyboard(p: Palette): string {
  const body = bodyOr(p, '#e11d48');
  return (
    rect(80, 210, 440, 190, body, 22) +
    rect(80, 210, 440, 30, '#ffffff', 22, 'opacity=".25"') +
    repeat(4, (row) => repeat(12, (col) => rect(104 + col * 33, 250 + row * 33, 28, 28, '#f8fafc', 5))) +
    rect(170, 384, 260, 10, '#ffffff', 5, 'opacity=".6"')
  );
}

/** A power bank or UPS: a flat pack with its charge lights. */
function powerbank(p: Palette): string {
  const body = bodyOr(p, '#1f2937');
  return (
    rect(190, 130, 220, 340, body, 30) +
    rect(190, 130, 80, 340, '#ffffff', 30, 'opacity=".15"') +
    repeat(4, (i) => circle(258 + i * 28, 430, 8, i < 3 ? p.accent : '#64748b')) +
    rect(270, 118, 60, 18, METAL_DARK, 4) +
    `<path d="M312 220 L276 290 H304 L288 344 L332 268 H304 Z" fill="${p.accent}" opacity=".9"/>`
  );
}

/** An e-paper display: a pale screen with crisp black text and a red accent. */
function epaper(p: Palette): string {
  return (
    rect(110, 170, 380, 250, bodyOr(p, '#111827'), 14) +
    rect(130, 188, 340, 200, '#eceae3', 6) +
    rect(150, 210, 180, 22, '#111827', 4) +
    rect(150, 246, 260, 12, '#374151', 4) +
    rect(150, 268, 220, 12, '#374151', 4) +
    rect(150, 310, 120, 50, '#dc2626', 6) +
    circle(400, 330, 34, '#111827') +
    rect(200, 420, 200, 14, GOLD, 4)
  );
}

/** A network switch: a box with its row of RJ45 ports and link lights. */
function networkSwitch(p: Palette): string {
  return (
    rect(90, 230, 420, 150, bodyOr(p, '#334155'), 16) +
    rect(90, 230, 420, 36, '#ffffff', 16, 'opacity=".18"') +
    repeat(
      5,
      (i) =>
        rect(130 + i * 70, 296, 50, 44, '#0f172a', 4) +
        rect(140 + i * 70, 296, 30, 8, METAL) +
        circle(140 + i * 70, 360, 5, '#22c55e') +
        circle(170 + i * 70, 360, 5, p.accent),
    )
  );
}

/** An NVMe or portable SSD. */
function ssd(p: Palette): string {
  if (p.v > 0.5) {
    return (
      rect(190, 140, 220, 320, bodyOr(p, '#1e293b'), 24) +
      rect(190, 140, 70, 320, '#ffffff', 24, 'opacity=".12"') +
      rect(280, 440, 40, 14, METAL_DARK, 4) +
      silk(p, 300, 310, 28, '#f8fafc')
    );
  }
  return (
    rect(90, 250, 420, 110, '#1f5f3a', 10) +
    repeat(10, (i) => rect(96, 262 + i * 9, 20, 5, GOLD, 1)) +
    rect(150, 268, 110, 74, CHIP, 6) +
    rect(280, 268, 80, 74, CHIP, 6) +
    rect(380, 280, 60, 50, '#334155', 4) +
    rect(150, 250, 300, 16, '#e5e7eb', 3, 'opacity=".85"') +
    circle(490, 305, 12, METAL) +
    silk(p, 305, 258, 12, '#1f2937')
  );
}

/** A USB stick with its plug. */
function usbstick(p: Palette): string {
  const body = bodyOr(p, '#334155');
  return `<g transform="rotate(-30 300 300)">${rect(170, 250, 220, 100, body, 22)}${rect(390, 266, 80, 68, METAL, 6)}${rect(410, 284, 18, 12, '#475569', 2)}${rect(440, 284, 18, 12, '#475569', 2)}${rect(190, 270, 60, 60, '#ffffff', 14, 'opacity=".2"')}${circle(350, 300, 8, p.accent)}</g>`;
}

export const PART_ART = {
  cooler,
  hat,
  keyboard,
  powerbank,
  epaper,
  hdmi,
  jumpers,
  breadboard,
  switch: networkSwitch,
  ssd,
  usbstick,
  solder,
  pliers,
  scope,
  resistor,
  potentiometer,
  led,
  ledring,
  ledstrip,
  servo,
  stepper,
  motor,
  relay,
  lens,
  speaker,
} as const;
