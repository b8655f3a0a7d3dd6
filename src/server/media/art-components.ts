/**
 * Motifs of electronic components and the parts that move, light or sound (resistors, LEDs, servos,
 * motors, relays, a lens, a speaker), drawn in the 600 × 600 space of ./art.ts for ./art-parts.ts,
 * which maps the kinds to them. Pure.
 */
import { GOLD, METAL, METAL_DARK, bodyOr, circle, rect, repeat, type Palette } from './art.ts';
import { silk } from './art-sensors.ts';

/** A resistor (or an assortment of them). */
export function resistor(p: Palette): string {
  const bands = ['#8b4513', '#111827', p.v > 0.5 ? '#dc2626' : '#f97316', GOLD];
  return (
    `<path d="M90 300 H200 M400 300 H510" stroke="${METAL_DARK}" stroke-width="8" stroke-linecap="round"/>` +
    rect(190, 256, 220, 88, '#e8d5a9', 44) +
    repeat(4, (i) => rect(232 + i * 38 + (i === 3 ? 24 : 0), 256, 16, 88, bands[i] ?? GOLD)) +
    (p.v > 0.3
      ? `<g transform="translate(20 150) rotate(-12 300 300) scale(.6)" opacity=".75">${rect(190, 256, 220, 88, '#bfdbfe', 44)}${repeat(4, (i) => rect(232 + i * 38, 256, 16, 88, ['#dc2626', '#dc2626', '#8b4513', GOLD][i] ?? GOLD))}</g>`
      : '')
  );
}

/** A rotary potentiometer with its knob. */
export function potentiometer(p: Palette): string {
  return (
    repeat(3, (i) => rect(246 + i * 46, 380, 14, 90, METAL, 3)) +
    rect(190, 260, 220, 130, '#1e3a8a', 14) +
    rect(270, 150, 60, 120, METAL, 8) +
    repeat(6, (i) => rect(274 + i * 9, 150, 4, 60, METAL_DARK)) +
    circle(300, 320, 40, '#334155') +
    rect(296, 286, 8, 30, p.accent, 3)
  );
}

/** A 5 mm LED, glowing in its colour. */
export function led(p: Palette): string {
  const colour = p.body === '#ffffff' ? '#fef9c3' : p.body;
  return (
    circle(300, 230, 150, colour, 'opacity=".18"') +
    `<path d="M272 360 V500 M328 360 V470" stroke="${METAL_DARK}" stroke-width="9"/>` +
    `<path d="M230 360 V230 A70 70 0 0 1 370 230 V360 Z" fill="${colour}" opacity=".92"/>` +
    rect(220, 350, 160, 22, colour, 6, 'opacity=".95"') +
    `<path d="M262 300 V250 L300 230 L338 250 V300" stroke="#ffffff" stroke-width="6" fill="none" opacity=".5"/>`
  );
}

/** A ring of RGB LEDs. */
export function ledring(p: Palette): string {
  const n = p.v > 0.5 ? 24 : 12;
  const hue = (i: number) => `hsl(${Math.round((i * 360) / n)} 85% 58%)`;
  return (
    circle(300, 290, 160, '#111827') +
    circle(300, 290, 104, '#e2e8f0') +
    repeat(n, (i) => {
      const a = (i * 2 * Math.PI) / n;
      const x = Math.round(300 + 132 * Math.cos(a));
      const y = Math.round(290 + 132 * Math.sin(a));
      return rect(x - 13, y - 13, 26, 26, '#f8fafc', 4) + circle(x, y, 8, hue(i));
    })
  );
}

/** An LED strip. */
export function ledstrip(p: Palette): string {
  return (
    `<path d="M90 420 C 200 420, 230 200, 330 200 S 470 320, 520 180" stroke="#f8fafc" stroke-width="56" fill="none" stroke-linecap="round"/>` +
    `<path d="M90 420 C 200 420, 230 200, 330 200 S 470 320, 520 180" stroke="${p.accent}" stroke-width="16" fill="none" stroke-dasharray="2 40" stroke-linecap="round"/>` +
    `<path d="M90 420 C 200 420, 230 200, 330 200 S 470 320, 520 180" stroke="#fde68a" stroke-width="8" fill="none" stroke-dasharray="1 41" stroke-dashoffset="20" stroke-linecap="round" opacity=".9"/>`
  );
}

/** A hobby servo with its horn. */
export function servo(p: Palette): string {
  const body = bodyOr(p, '#1d4ed8');
  return (
    rect(170, 220, 260, 150, body, 12) +
    rect(130, 250, 340, 26, body, 8, 'opacity=".85"') +
    circle(150, 263, 8, '#0f172a') +
    circle(450, 263, 8, '#0f172a') +
    circle(240, 220, 44, body) +
    circle(240, 200, 22, '#f8fafc') +
    `<path d="M240 200 L360 170" stroke="#f8fafc" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M300 370 C 300 440, 380 430, 420 470" stroke="#f97316" stroke-width="8" fill="none"/>` +
    `<path d="M310 370 C 310 450, 390 440, 430 480" stroke="#dc2626" stroke-width="8" fill="none"/>` +
    `<path d="M290 370 C 290 430, 370 420, 410 460" stroke="#78350f" stroke-width="8" fill="none"/>` +
    silk(p, 330, 320, 22)
  );
}

/** A stepper motor: the square NEMA body with its shaft. */
export function stepper(p: Palette): string {
  return (
    rect(170, 190, 230, 230, '#1f2937', 16) +
    repeat(5, (i) => rect(170, 210 + i * 44, 230, 10, METAL_DARK)) +
    rect(190, 170, 190, 30, METAL, 8) +
    rect(190, 410, 190, 30, METAL, 8) +
    rect(400, 290, 110, 22, METAL, 6) +
    repeat(4, (i) => circle(i % 2 ? 360 : 210, i < 2 ? 185 : 425, 8, '#475569')) +
    `<path d="M180 400 C 120 430, 110 470, 90 500" stroke="${p.accent}" stroke-width="8" fill="none"/>`
  );
}

/** A DC gear motor (or a motor driver board with its heat sink). */
export function motor(p: Palette): string {
  if (p.label && /L298|DRV|TB66|DRIVER/.test(p.label)) {
    return (
      rect(150, 200, 300, 230, bodyOr(p, '#b91c1c'), 14) +
      repeat(8, (i) => rect(220 + i * 20, 130, 12, 120, '#111827', 3)) +
      rect(230, 250, 140, 70, '#111827', 6) +
      repeat(3, (i) => rect(170 + i * 40, 370, 32, 44, '#1d4ed8', 4)) +
      repeat(3, (i) => rect(310 + i * 40, 370, 32, 44, '#1d4ed8', 4)) +
      silk(p, 300, 350, 22)
    );
  }
  return (
    rect(130, 230, 200, 140, '#facc15', 16) +
    rect(330, 250, 130, 100, METAL, 40) +
    rect(460, 290, 40, 20, METAL_DARK, 4) +
    rect(200, 180, 24, 60, '#f8fafc', 6) +
    `<path d="M460 280 q40 -10 50 -60 M460 320 q40 10 50 60" stroke="${p.accent}" stroke-width="6" fill="none"/>` +
    circle(212, 300, 30, '#eab308')
  );
}

/** A relay module: blue relay cubes on a board with screw terminals. */
export function relay(p: Palette): string {
  const n = Math.min(4, Math.max(1, p.count ?? 1));
  const pcb = bodyOr(p, '#1d4ed8');
  const w = Math.max(200, n * 100 + 40);
  const x = 300 - w / 2;
  return (
    rect(x, 200, w, 230, pcb, 14) +
    repeat(n, (i) => rect(x + 25 + i * 100, 230, 84, 110, '#1e40af', 6) + rect(x + 35 + i * 100, 244, 64, 40, '#ffffff', 3, 'opacity=".2"')) +
    repeat(n, (i) => rect(x + 25 + i * 100, 360, 84, 48, '#2563eb', 4) + repeat(3, (k) => circle(x + 39 + i * 100 + k * 28, 384, 9, METAL))) +
    circle(x + 20, 220, 6, p.accent)
  );
}

/** A camera lens. */
export function lens(p: Palette): string {
  return (
    rect(200, 170, 200, 260, '#111827', 30) +
    repeat(5, (i) => rect(200, 200 + i * 44, 200, 12, '#374151')) +
    circle(300, 170, 100, '#1f2937') +
    circle(300, 170, 76, '#1e3a8a') +
    circle(300, 170, 46, p.accent, 'opacity=".6"') +
    circle(280, 150, 14, '#ffffff', 'opacity=".6"')
  );
}

/** A small loudspeaker (or a pair). */
export function speaker(p: Palette): string {
  const one = (cx: number, cy: number, r: number) =>
    circle(cx, cy, r, bodyOr(p, '#111827')) +
    circle(cx, cy, r * 0.78, '#374151') +
    circle(cx, cy, r * 0.32, '#1f2937') +
    circle(cx - r * 0.1, cy - r * 0.1, r * 0.08, '#ffffff', 'opacity=".4"');
  return one(240, 260, 120) + one(410, 380, 80) + `<path d="M330 360 C 360 450, 420 470, 470 500" stroke="#dc2626" stroke-width="6" fill="none"/>`;
}
