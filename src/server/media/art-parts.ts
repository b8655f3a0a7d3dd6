/**
 * Motifs of parts, modules, accessories and tools, drawn in the 600 × 600 space of ./art.ts.
 * Each looks like the thing (a fan on a heat sink, a servo with its horn, a spool of solder), in
 * the product's colour, so a cooler never looks like a resistor. Pure.
 */
import { CHIP, GOLD, METAL, METAL_DARK, circle, rect, repeat, type Palette } from './art.ts';
import { silk } from './art-sensors.ts';

const bodyOr = (p: Palette, fallback: string) => (p.body === '#ffffff' ? fallback : p.body);

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

/** An HDMI cable: the flat trapezoid plugs at both ends. */
function hdmi(p: Palette): string {
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
function jumpers(): string {
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
function breadboard(): string {
  return (
    rect(90, 180, 420, 240, '#f8fafc', 14) +
    rect(110, 196, 380, 6, '#dc2626') +
    rect(110, 398, 380, 6, '#2563eb') +
    rect(100, 296, 400, 10, '#e2e8f0') +
    repeat(22, (col) => repeat(5, (row) => rect(116 + col * 17, 218 + row * 14, 6, 6, '#475569') + rect(116 + col * 17, 316 + row * 14, 6, 6, '#475569')))
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

/** Solder supplies: a spool of wire. */
function solder(p: Palette): string {
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
function pliers(p: Palette): string {
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
function scope(p: Palette): string {
  return (
    rect(90, 150, 420, 290, bodyOr(p, '#e5e7eb'), 20) +
    rect(116, 176, 250, 190, '#0f172a', 8) +
    `<path d="M126 270 q20 -60 40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="#facc15" stroke-width="5" fill="none"/>` +
    `<path d="M126 320 h50 v-30 h50 v30 h50 v-30 h50 v30 h34" stroke="#22d3ee" stroke-width="4" fill="none"/>` +
    repeat(3, (row) => repeat(3, (col) => circle(405 + col * 32, 210 + row * 44, 12, row === 0 ? p.accent : '#475569'))) +
    repeat(4, (i) => circle(150 + i * 60, 405, 12, ['#facc15', '#22d3ee', '#e879f9', '#3b82f6'][i] ?? GOLD))
  );
}

/** A resistor (or an assortment of them). */
function resistor(p: Palette): string {
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
function potentiometer(p: Palette): string {
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
function led(p: Palette): string {
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
function ledring(p: Palette): string {
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
function ledstrip(p: Palette): string {
  return (
    `<path d="M90 420 C 200 420, 230 200, 330 200 S 470 320, 520 180" stroke="#f8fafc" stroke-width="56" fill="none" stroke-linecap="round"/>` +
    `<path d="M90 420 C 200 420, 230 200, 330 200 S 470 320, 520 180" stroke="${p.accent}" stroke-width="16" fill="none" stroke-dasharray="2 40" stroke-linecap="round"/>` +
    `<path d="M90 420 C 200 420, 230 200, 330 200 S 470 320, 520 180" stroke="#fde68a" stroke-width="8" fill="none" stroke-dasharray="1 41" stroke-dashoffset="20" stroke-linecap="round" opacity=".9"/>`
  );
}

/** A hobby servo with its horn. */
function servo(p: Palette): string {
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
function stepper(p: Palette): string {
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
function motor(p: Palette): string {
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
function relay(p: Palette): string {
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
function lens(p: Palette): string {
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
function speaker(p: Palette): string {
  const one = (cx: number, cy: number, r: number) =>
    circle(cx, cy, r, bodyOr(p, '#111827')) +
    circle(cx, cy, r * 0.78, '#374151') +
    circle(cx, cy, r * 0.32, '#1f2937') +
    circle(cx - r * 0.1, cy - r * 0.1, r * 0.08, '#ffffff', 'opacity=".4"');
  return one(240, 260, 120) + one(410, 380, 80) + `<path d="M330 360 C 360 450, 420 470, 470 500" stroke="#dc2626" stroke-width="6" fill="none"/>`;
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
