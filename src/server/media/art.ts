/**
 * Vector illustrations per product kind, drawn in a 600 × 600 space around (300, 290).
 * Every function is pure: same colours and variation number → same markup.
 */

export type Palette = {
  /** Main body colour (e.g. the product colour). */
  body: string;
  /** Accent colour derived from the key. */
  accent: string;
  /** 0 … 1, small deterministic variation (hole positions, bar heights). */
  v: number;
  /** The model printed on the part (BME280), when the motif has a place for it. */
  label?: string | null;
  /** How many of a repeated part the product has (a relay module's channels), when its name says. */
  count?: number | null;
};

export const METAL = '#c7ccd4';
export const METAL_DARK = '#8e96a3';
export const CHIP = '#2b2f36';
export const GOLD = '#d9b24c';

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export function repeat(n: number, f: (i: number) => string): string {
  let out = '';
  for (let i = 0; i < n; i++) out += f(i);
  return out;
}

/** The product's colour, or the motif's own where the product is plain white. */
export const bodyOr = (p: Palette, fallback: string) => (p.body === '#ffffff' ? fallback : p.body);

function board(p: Palette): string {
  const pcb = p.body === '#ffffff' ? '#1f7a4d' : p.body;
  return (
    rect(120, 160, 360, 240, pcb, 20) +
    rect(120, 160, 360, 240, 'none', 20, 'stroke="#0b3d26" stroke-opacity=".35" stroke-width="4"') +
    repeat(4, (i) => circle(i % 2 ? 456 : 144, i < 2 ? 184 : 376, 10, GOLD) + circle(i % 2 ? 456 : 144, i < 2 ? 184 : 376, 5, '#1b1b1b', 'opacity=".55"')) +
    repeat(20, (i) => rect(170 + i * 13, 172, 9, 9, '#1c1c1c') + rect(170 + i * 13, 185, 9, 9, '#1c1c1c')) +
    `<path d="M190 330 H260 V300 M300 350 V330 H360 M200 250 H240" stroke="#9be3bd" stroke-opacity=".45" stroke-width="4" fill="none"/>` +
    rect(230, 240, 90, 90, CHIP, 8) +
    rect(242, 252, 66, 66, '#4a505a', 5) +
    rect(340, 250, 52, 70, CHIP, 5) +
    rect(440, 212, 58, 44, METAL, 6) +
    rect(440, 266, 58, 44, METAL, 6) +
    rect(440, 320, 58, 50, METAL_DARK, 6) +
    rect(160, 392, 40, 22, METAL, 4) +
    rect(230, 392, 30, 18, METAL, 4) +
    rect(290, 392, 30, 18, METAL, 4) +
    circle(180, 340, 6, p.accent)
  );
}

function microcontroller(p: Palette): string {
  const pcb = p.body === '#ffffff' ? '#1d5fa8' : p.body;
  return (
    rect(150, 210, 300, 150, pcb, 16) +
    repeat(15, (i) => circle(172 + i * 18.5, 226, 6, GOLD) + circle(172 + i * 18.5, 344, 6, GOLD)) +
    rect(130, 262, 44, 46, METAL, 6) +
    rect(250, 250, 74, 70, CHIP, 6) +
    rect(342, 262, 40, 46, '#3a3f47', 4) +
    circle(400, 290, 7, p.accent) +
    circle(400, 290, 12, p.accent, 'opacity=".3"') +
    rect(196, 270, 24, 14, '#e5e7eb', 3) +
    rect(196, 290, 24, 14, '#e5e7eb', 3)
  );
}

function kit(p: Palette): string {
  return (
    `<polygon points="150,230 300,180 450,230 300,280" fill="${p.accent}" opacity=".85"/>` +
    `<polygon points="150,230 300,280 300,440 150,390" fill="${p.body === '#ffffff' ? '#e2e8f0' : p.body}"/>` +
    `<polygon points="450,230 300,280 300,440 450,390" fill="${p.body === '#ffffff' ? '#cbd5e1' : p.body}" opacity=".82"/>` +
    `<polygon points="190,300 260,324 260,360 190,336" fill="#ffffff" opacity=".85"/>` +
    rect(250, 150, 110, 70, '#1f7a4d', 8, 'transform="rotate(-8 305 185)"') +
    repeat(6, (i) => rect(262 + i * 14, 158, 8, 8, '#1c1c1c', 0, 'transform="rotate(-8 305 185)"'))
  );
}

function enclosure(p: Palette): string {
  return (
    rect(140, 200, 320, 190, p.body, 38) +
    rect(140, 200, 320, 70, '#ffffff', 38, 'opacity=".22"') +
    repeat(7, (i) => rect(200 + i * 30, 236, 14, 64, '#0f172a', 7, 'opacity=".25"')) +
    circle(396, 330, 22, p.accent) +
    circle(396, 330, 10, '#ffffff', 'opacity=".6"') +
    rect(140, 320, 26, 30, '#0f172a', 4, 'opacity=".45"') +
    rect(140, 280, 26, 30, '#0f172a', 4, 'opacity=".45"')
  );
}

function power(p: Palette): string {
  return (
    rect(250, 130, 16, 44, METAL, 6) +
    rect(334, 130, 16, 44, METAL, 6) +
    rect(200, 160, 200, 210, p.body, 34) +
    rect(200, 160, 200, 60, '#ffffff', 34, 'opacity=".25"') +
    `<path d="M312 214 L276 284 H304 L288 338 L332 262 H304 Z" fill="${p.accent}"/>` +
    `<path d="M300 370 C300 440 420 420 430 470" stroke="${p.body === '#ffffff' ? '#e5e7eb' : p.body}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    rect(412, 462, 40, 56, p.body === '#ffffff' ? '#f1f5f9' : p.body, 10) +
    rect(420, 508, 24, 14, METAL_DARK, 4)
  );
}

function battery(p: Palette): string {
  const level = 2 + Math.floor(p.v * 3);
  return (
    rect(275, 120, 50, 26, METAL, 8) +
    rect(215, 140, 170, 310, p.body, 34) +
    rect(215, 140, 60, 310, '#ffffff', 30, 'opacity=".18"') +
    rect(292, 180, 16, 52, '#ffffff', 3) +
    rect(274, 198, 52, 16, '#ffffff', 3) +
    repeat(4, (i) => rect(245, 400 - i * 40, 110, 28, i < level ? p.accent : '#ffffff', 6, i < level ? '' : 'opacity=".25"'))
  );
}

function display(p: Palette): string {
  return (
    rect(110, 140, 380, 260, '#1f2937', 18) +
    rect(128, 158, 344, 222, p.accent, 8) +
    rect(128, 158, 344, 222, '#ffffff', 8, 'opacity=".12"') +
    rect(150, 186, 120, 16, '#ffffff', 8, 'opacity=".85"') +
    rect(150, 214, 190, 10, '#ffffff', 5, 'opacity=".55"') +
    repeat(5, (i) =>
      rect(160 + i * 56, 350 - (40 + ((i * 37 + Math.floor(p.v * 90)) % 90)), 36, 40 + ((i * 37 + Math.floor(p.v * 90)) % 90), '#ffffff', 6, 'opacity=".7"'),
    ) +
    `<polygon points="270,400 330,400 350,460 250,460" fill="#374151"/>` +
    rect(210, 456, 180, 16, '#4b5563', 8)
  );
}

function cable(p: Palette): string {
  const body = p.body === '#ffffff' ? '#f1f5f9' : p.body;
  return (
    `<path d="M160 200 C 260 160, 240 420, 330 380 S 430 260, 440 420" stroke="#0f172a" stroke-opacity=".15" stroke-width="26" fill="none" stroke-linecap="round" transform="translate(6 8)"/>` +
    `<path d="M160 200 C 260 160, 240 420, 330 380 S 430 260, 440 420" stroke="${body}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    rect(118, 150, 70, 56, body, 12, 'transform="rotate(-20 153 178)"') +
    rect(96, 158, 30, 40, METAL, 4, 'transform="rotate(-20 153 178)"') +
    rect(410, 420, 62, 60, body, 12) +
    rect(422, 474, 38, 34, METAL, 4) +
    rect(410, 420, 62, 14, p.accent, 6, 'opacity=".8"')
  );
}

function sensor(p: Palette): string {
  const pcb = p.body === '#ffffff' ? '#5b3fa8' : p.body;
  const dome = p.v > 0.5;
  return (
    rect(190, 180, 220, 200, pcb, 16) +
    circle(214, 204, 9, GOLD) +
    circle(386, 204, 9, GOLD) +
    (dome
      ? circle(300, 270, 62, '#f8fafc') + repeat(4, (i) => circle(300, 270, 52 - i * 12, 'none', 'stroke="#cbd5e1" stroke-width="3"'))
      : rect(250, 220, 100, 100, '#e5e7eb', 10) + repeat(4, (i) => rect(262, 232 + i * 22, 76, 10, '#94a3b8', 3))) +
    repeat(4, (i) => rect(246 + i * 30, 372, 14, 46, GOLD, 3)) +
    circle(380, 350, 6, p.accent)
  );
}

function storage(p: Palette): string {
  const body = p.body === '#ffffff' ? '#1e293b' : p.body;
  return (
    `<path d="M220 130 H360 L380 150 V200 L368 212 V238 L380 250 V450 Q380 464 366 464 H234 Q220 464 220 450 Z" fill="${body}"/>` +
    repeat(8, (i) => rect(232 + i * 16, 140, 10, 34, GOLD, 2)) +
    rect(240, 300, 120, 120, p.accent, 12) +
    `<text x="300" y="374" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="800" fill="#ffffff">SD</text>`
  );
}

function network(p: Palette): string {
  return (
    rect(196, 150, 14, 110, '#334155', 7, 'transform="rotate(-12 203 260)"') +
    rect(390, 150, 14, 110, '#334155', 7, 'transform="rotate(12 397 260)"') +
    rect(120, 250, 360, 120, p.body === '#ffffff' ? '#e2e8f0' : p.body, 20) +
    repeat(5, (i) => rect(150 + i * 58, 296, 40, 34, '#1f2937', 4) + circle(170 + i * 58, 280, 5, i % 2 ? p.accent : '#22c55e')) +
    rect(120, 350, 360, 20, '#0f172a', 10, 'opacity=".12"')
  );
}

function tool(p: Palette): string {
  return (
    `<g transform="rotate(-35 300 300)">` +
    rect(150, 270, 170, 60, p.accent, 30) +
    repeat(4, (i) => rect(170 + i * 26, 270, 10, 60, '#0f172a', 4, 'opacity=".25"')) +
    rect(318, 284, 130, 32, METAL, 8) +
    `<polygon points="448,284 500,300 448,316" fill="${METAL_DARK}"/>` +
    `<path d="M150 300 C 110 300, 100 360, 60 380" stroke="#334155" stroke-width="10" fill="none" stroke-linecap="round"/></g>` +
    `<ellipse cx="420" cy="440" rx="80" ry="22" fill="#334155"/>` +
    `<ellipse cx="420" cy="432" rx="60" ry="14" fill="${p.body === '#ffffff' ? '#94a3b8' : p.body}"/>`
  );
}

function meter(p: Palette): string {
  return (
    rect(200, 110, 200, 370, p.accent, 34) +
    rect(220, 130, 160, 330, '#1f2937', 22) +
    rect(238, 150, 124, 64, '#b7d7a8', 8) +
    `<text x="300" y="197" text-anchor="middle" font-family="ui-monospace, monospace" font-size="36" font-weight="700" fill="#1f2937">${(1 + p.v * 8).toFixed(2)}</text>` +
    circle(300, 300, 48, '#374151') +
    circle(300, 300, 36, '#4b5563') +
    rect(296, 258, 8, 40, '#f8fafc', 4, `transform="rotate(${Math.round(p.v * 240 - 120)} 300 300)"`) +
    circle(250, 410, 13, '#111827') +
    circle(300, 410, 13, '#dc2626') +
    circle(350, 410, 13, '#111827')
  );
}

function component(p: Palette): string {
  const bands = ['#8b4513', '#111827', '#dc2626', GOLD];
  return (
    `<path d="M110 300 H210 M390 300 H490" stroke="${METAL_DARK}" stroke-width="8" stroke-linecap="round"/>` +
    rect(200, 262, 200, 76, '#e8d5a9', 38) +
    repeat(4, (i) => rect(238 + i * 34 + (i === 3 ? 20 : 0), 262, 14, 76, bands[i] ?? GOLD)) +
    `<path d="M250 430 V470 M290 430 V480" stroke="${METAL_DARK}" stroke-width="6"/>` +
    `<path d="M240 430 V396 A30 30 0 0 1 300 396 V430 Z" fill="${p.body === '#ffffff' ? p.accent : p.body}" opacity=".9"/>` +
    rect(234, 426, 72, 10, p.body === '#ffffff' ? p.accent : p.body, 3)
  );
}

function camera(p: Palette): string {
  return (
    rect(270, 380, 60, 110, '#f59e0b', 4, 'opacity=".85"') +
    repeat(6, (i) => rect(276 + i * 9, 392, 3, 92, '#ffffff', 1, 'opacity=".6"')) +
    rect(200, 180, 200, 200, p.body === '#ffffff' ? '#1f7a4d' : p.body, 14) +
    repeat(4, (i) => circle(i % 2 ? 380 : 220, i < 2 ? 200 : 360, 8, GOLD)) +
    rect(240, 220, 120, 120, CHIP, 12) +
    circle(300, 280, 50, '#111827') +
    circle(300, 280, 36, '#1e3a8a') +
    circle(300, 280, 22, p.accent, 'opacity=".8"') +
    circle(288, 268, 8, '#ffffff', 'opacity=".7"')
  );
}

function audio(p: Palette): string {
  return (
    rect(200, 120, 200, 340, p.body === '#ffffff' ? '#334155' : p.body, 28) +
    circle(300, 200, 40, '#111827') +
    circle(300, 200, 18, p.accent) +
    circle(300, 350, 78, '#111827') +
    circle(300, 350, 60, '#1f2937') +
    circle(300, 350, 30, p.accent) +
    circle(292, 342, 8, '#ffffff', 'opacity=".5"')
  );
}

function smarthome(p: Palette): string {
  return (
    repeat(
      3,
      (i) =>
        `<path d="M${240 - i * 30} ${150 - i * 24} A${60 + i * 38} ${60 + i * 38} 0 0 1 ${360 + i * 30} ${150 - i * 24}" stroke="${p.accent}" stroke-width="12" fill="none" stroke-linecap="round" opacity="${0.9 - i * 0.2}"/>`,
    ) +
    `<polygon points="300,180 450,300 420,300 420,450 180,450 180,300 150,300" fill="${p.body === '#ffffff' ? '#f8fafc' : p.body}"/>` +
    circle(300, 370, 48, '#e2e8f0') +
    circle(284, 370, 8, '#334155') +
    circle(316, 370, 8, '#334155')
  );
}

function generic(p: Palette): string {
  return (
    `<polygon points="170,240 300,190 430,240 300,290" fill="${p.accent}"/>` +
    `<polygon points="170,240 300,290 300,440 170,390" fill="${p.body === '#ffffff' ? '#e2e8f0' : p.body}"/>` +
    `<polygon points="430,240 300,290 300,440 430,390" fill="${p.body === '#ffffff' ? '#cbd5e1' : p.body}" opacity=".8"/>`
  );
}

/** The older kinds, by the names categories and SKU rules use (./placeholder.ts). */
export const ART = {
  board,
  microcontroller,
  kit,
  case: enclosure,
  power,
  battery,
  display,
  cable,
  sensor,
  storage,
  network,
  tool,
  meter,
  component,
  camera,
  audio,
  smarthome,
  generic,
} as const;
