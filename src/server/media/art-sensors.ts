/**
 * Sensor motifs, drawn in the 600 × 600 space of ./art.ts: each kind of sensor looks like the part
 * (two ultrasonic eyes, a PIR dome, a probe on its cable), on a breakout board in its maker's
 * colour with the model printed on it, so two sensors never share a picture. Pure.
 */
import { CHIP, GOLD, METAL, METAL_DARK, circle, rect, repeat, type Palette } from './art.ts';
import { escapeXml } from './svg-text.ts';

const pcbOf = (p: Palette, fallback: string) => (p.body === '#ffffff' ? fallback : p.body);

/** The model printed on the board's silkscreen. */
export const silk = (p: Palette, x: number, y: number, size = 22, fill = '#f8fafc') =>
  p.label
    ? `<text x="${x}" y="${y}" text-anchor="middle" font-family="ui-monospace, monospace" font-size="${size}" font-weight="700" fill="${fill}" opacity=".9">${escapeXml(p.label)}</text>`
    : '';

/** A breakout board with its header pins and mounting holes; the part sits on top of it. */
function breakout(p: Palette, x: number, y: number, w: number, h: number, pins = 4): string {
  const pcb = pcbOf(p, '#5b3fa8');
  return (
    rect(x, y, w, h, pcb, 16) +
    circle(x + 22, y + 22, 9, GOLD) +
    circle(x + w - 22, y + 22, 9, GOLD) +
    repeat(pins, (i) => rect(x + w / 2 - pins * 15 + i * 30 + 8, y + h - 8, 14, 44, GOLD, 3)) +
    circle(x + w - 28, y + h - 32, 6, p.accent)
  );
}

/** A small breakout with a chip: the generic sensor. */
function sensor(p: Palette): string {
  return breakout(p, 180, 180, 240, 210, 5) + rect(255, 225, 90, 90, CHIP, 8) + circle(270, 240, 5, '#64748b') + silk(p, 300, 360);
}

/** Temperature and humidity: the white perforated housing of a DHT, or a tiny chip on a STEMMA board. */
function climate(p: Palette): string {
  if (p.v > 0.45) {
    return (
      breakout(p, 200, 330, 200, 90, 3) +
      rect(215, 120, 170, 230, '#f1f5f9', 14) +
      repeat(5, (row) => repeat(4, (col) => rect(238 + col * 34, 146 + row * 36, 22, 22, '#94a3b8', 4))) +
      silk(p, 300, 400, 20)
    );
  }
  return (
    breakout(p, 170, 170, 260, 230, 4) +
    rect(190, 280, 34, 26, '#111827', 4) +
    rect(376, 280, 34, 26, '#111827', 4) +
    rect(272, 214, 56, 56, '#d4d4d8', 6) +
    circle(300, 242, 10, '#52525b') +
    silk(p, 300, 350)
  );
}

/** A stainless probe on its cable (DS18B20) or a thermocouple amplifier with its screw terminal. */
function probe(p: Palette): string {
  return (
    `<path d="M170 430 C 240 330, 320 470, 400 300" stroke="#111827" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<g transform="rotate(-55 430 230)">${rect(395, 150, 70, 190, METAL, 30)}${rect(405, 160, 16, 170, '#ffffff', 8, 'opacity=".5"')}</g>` +
    repeat(3, (i) => rect(120 + i * 22, 420, 14, 60, ['#dc2626', '#facc15', '#111827'][i] ?? GOLD, 4)) +
    rect(110, 470, 90, 24, pcbOf(p, '#1d4ed8'), 6) +
    silk(p, 300, 560, 20, '#1f2937')
  );
}

/** A passive infrared sensor: the white Fresnel dome on its board. */
function pir(p: Palette): string {
  return (
    breakout(p, 170, 200, 260, 220, 3) +
    circle(300, 290, 96, '#f8fafc') +
    repeat(4, (i) => circle(300, 290, 84 - i * 18, 'none', 'stroke="#cbd5e1" stroke-width="3"')) +
    repeat(3, (i) => `<path d="M${250 + i * 50} 200 V380" stroke="#e2e8f0" stroke-width="3"/>`) +
    circle(210, 390, 14, '#f97316') +
    circle(390, 390, 14, '#f97316') +
    silk(p, 300, 455, 20, '#1f2937')
  );
}

/** A microwave radar module: a flat board with its coil trace. */
function radar(p: Palette): string {
  return (
    breakout(p, 200, 160, 200, 260, 5) +
    `<path d="M240 200 h120 v40 h-100 v40 h100 v40 h-100 v40 h100" stroke="${GOLD}" stroke-width="8" fill="none"/>` +
    rect(262, 350, 40, 30, CHIP, 4) +
    repeat(
      3,
      (i) => `<path d="M${420 + i * 24} ${220 - i * 20} q40 70 0 140" stroke="${p.accent}" stroke-width="6" fill="none" opacity="${0.9 - i * 0.25}"/>`,
    ) +
    silk(p, 300, 460, 18, '#1f2937')
  );
}

/** An IMU: a tiny chip with the three axes it measures. */
function imu(p: Palette): string {
  return (
    breakout(p, 170, 190, 260, 210, 6) +
    rect(260, 240, 80, 80, CHIP, 6) +
    circle(272, 252, 4, '#94a3b8') +
    `<path d="M300 280 V150 M300 280 L420 330 M300 280 L190 340" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>` +
    `<polygon points="300,132 288,156 312,156" fill="${p.accent}"/>` +
    silk(p, 300, 376, 20)
  );
}

/** An ultrasonic distance sensor: two transducers like eyes. */
function ultrasonic(p: Palette): string {
  const pcb = pcbOf(p, '#1d4ed8');
  const eye = (cx: number) =>
    circle(cx, 290, 74, METAL) + circle(cx, 290, 60, '#1f2937') + repeat(5, (i) => circle(cx, 290, 52 - i * 10, 'none', 'stroke="#475569" stroke-width="2"'));
  return (
    rect(100, 190, 400, 230, pcb, 14) +
    eye(200) +
    eye(400) +
    rect(280, 212, 40, 26, METAL_DARK, 4) +
    repeat(4, (i) => rect(246 + i * 30, 416, 14, 50, GOLD, 3)) +
    silk(p, 300, 398, 20)
  );
}

/** A time-of-flight or LiDAR sensor: a small window with its beam. */
function tof(p: Palette): string {
  return (
    breakout(p, 180, 210, 240, 180, 6) +
    rect(260, 250, 80, 50, CHIP, 8) +
    circle(282, 275, 10, '#7c3aed', 'opacity=".85"') +
    circle(318, 275, 10, '#111827') +
    `<polygon points="282,275 520,150 540,210" fill="${p.accent}" opacity=".35"/>` +
    silk(p, 300, 350)
  );
}

/** A light or colour sensor: a clear chip under the sun. */
function light(p: Palette): string {
  return (
    breakout(p, 180, 230, 240, 190, 5) +
    rect(265, 280, 70, 60, '#fde68a', 8) +
    rect(280, 292, 40, 36, '#f59e0b', 4, 'opacity=".7"') +
    circle(300, 150, 36, '#facc15') +
    repeat(8, (i) => rect(296, 84, 8, 26, '#facc15', 4, `transform="rotate(${i * 45} 300 150)"`)) +
    silk(p, 300, 390)
  );
}

/** Photoresistors: the orange disc with its squiggle on two long legs. */
function ldr(p: Palette): string {
  return (
    `<path d="M270 330 V500 M330 330 V500" stroke="${METAL_DARK}" stroke-width="8"/>` +
    circle(300, 250, 100, '#ea580c') +
    circle(300, 250, 86, '#fb923c') +
    `<path d="M240 210 h120 v26 h-120 v26 h120 v26 h-120" stroke="#7c2d12" stroke-width="9" fill="none"/>` +
    circle(300, 250, 100, 'none', `stroke="${p.accent}" stroke-width="4" opacity=".5"`)
  );
}

/** A gas sensor: the steel mesh cylinder of an MQ or a CO2 cell on its board. */
function gas(p: Palette): string {
  return (
    breakout(p, 170, 250, 260, 180, 4) +
    circle(300, 250, 92, METAL) +
    circle(300, 250, 74, '#9ca3af') +
    repeat(6, (i) => `<path d="M${240 + i * 24} 190 V310" stroke="#6b7280" stroke-width="3"/>`) +
    repeat(5, (i) => `<path d="M220 ${200 + i * 24} H380" stroke="#6b7280" stroke-width="3"/>`) +
    silk(p, 300, 400)
  );
}

/** A particulate matter sensor: a metal box with its fan inlet. */
function particle(p: Palette): string {
  return (
    rect(140, 160, 320, 250, METAL, 16) +
    rect(140, 160, 320, 60, '#ffffff', 16, 'opacity=".3"') +
    circle(240, 300, 64, '#475569') +
    repeat(
      6,
      (i) =>
        `<path d="M240 300 L${240 + Math.round(58 * Math.cos((i * Math.PI) / 3))} ${300 + Math.round(58 * Math.sin((i * Math.PI) / 3))}" stroke="#cbd5e1" stroke-width="10"/>`,
    ) +
    rect(340, 250, 90, 40, '#1f2937', 6) +
    rect(340, 320, 90, 40, '#1f2937', 6) +
    rect(200, 410, 120, 34, pcbOf(p, '#0f766e'), 6) +
    silk(p, 300, 200, 22, '#1f2937')
  );
}

export const SENSOR_ART = { sensor, climate, probe, pir, radar, imu, ultrasonic, tof, light, ldr, gas, particle } as const;
