/**
 * Products shown with a product (product_links; docs/catalogue.md, related products): the
 * accessories a shopper needs with it, and related alternatives. By SKU, in display order.
 */
export type LinkDef = { sku: string; accessories?: string[]; related?: string[] };

const PI5_ACCESSORIES = ['RPI5-COOLER', 'RPI-PSU27W-WH', 'RPI5-CASE-RW', 'RPI-SD-32G-OS', 'RPI-MHDMI-1M-WH', 'RPI-M2HAT'];
const PI4_ACCESSORIES = ['RPI-PSU15W-WH', 'RPI4-CASE-RW', 'RPI-SD-32G-OS', 'RPI-MHDMI-1M-WH'];
const MAKER_BASICS = ['VEL-BB-830', 'JOY-JMP-MM40-20', 'JOY-JMP-MF40-20', 'VEL-LED5-RD', 'VEL-RES-MF50-220R'];
const SENSOR_WIRING = ['JOY-JMP-FF40-20', 'JOY-JMP-MF40-20', 'VEL-BB-400'];

export const PRODUCT_LINKS: LinkDef[] = [
  ...['RPI5-2GB', 'RPI5-4GB', 'RPI5-8GB', 'RPI5-16GB'].map((sku) => ({ sku, accessories: PI5_ACCESSORIES, related: ['RPI500-NL', 'RPI4-8GB'] })),
  ...['RPI4-2GB', 'RPI4-4GB', 'RPI4-8GB'].map((sku) => ({ sku, accessories: PI4_ACCESSORIES, related: ['RPI5-4GB'] })),
  ...['RPI-ZERO2W', 'RPI-ZERO2WH', 'RPI-ZEROW'].map((sku) => ({ sku, accessories: ['RPI-ZERO-CASE', 'RPI-PSU-MICRO-WH', 'RPI-SD-32G-OS', 'GB-ADP-MINIHDMI'] })),
  ...['RPI-PICO', 'RPI-PICO-H', 'RPI-PICO-W', 'RPI-PICO2', 'RPI-PICO2-W'].map((sku) => ({ sku, accessories: ['VEL-BB-830', 'JOY-JMP-MM40-20', 'GB-USBA-MICRO-1M'] })),
  ...['ARD-UNO-R4-WIFI', 'ARD-UNO-R4-MIN', 'ARD-UNO-R3', 'ARD-MEGA2560'].map((sku) => ({ sku, accessories: MAKER_BASICS })),
  { sku: 'RPI5-COOLER', related: ['RPI5-8GB', 'RPI5-4GB'] },
  { sku: 'RPI5-CASE-RW', accessories: ['RPI5-COOLER'], related: ['ARGON-ONE-V3', 'FLIRC-RPI5-CASE'] },
  { sku: 'RPI5-CASE-BG', accessories: ['RPI5-COOLER'], related: ['ARGON-ONE-V3', 'FLIRC-RPI5-CASE'] },
  { sku: 'RPI-M2HAT', accessories: ['KING-SNV3S-500G', 'RPI-SSD-256'] },
  { sku: 'KING-SNV3S-500G', accessories: ['RPI-M2HAT', 'ARGON-NEO5-M2'] },
  ...['RPI-CAM3', 'RPI-CAM3-WIDE', 'RPI-CAM3-NOIR', 'RPI-AI-CAM'].map((sku) => ({ sku, accessories: ['RPI5-CAMCABLE-200', 'RPI5-CAMCABLE-300'] })),
  { sku: 'RPI-HQCAM-C', accessories: ['RPI-LENS-6MM', 'RPI5-CAMCABLE-200'] },
  ...['JOY-HC-SR04', 'JOY-HC-SR04P', 'JOY-DHT22', 'JOY-DHT11', 'ADA-BME280', 'JOY-HC-SR501', 'JOY-MPU6050'].map((sku) => ({ sku, accessories: SENSOR_WIRING })),
  { sku: 'JOY-HC-SR04', related: ['POL-VL53L0X', 'DFR-TF-LUNA'] },
  ...['JOY-RELAY-1CH', 'JOY-RELAY-2CH', 'JOY-RELAY-4CH'].map((sku) => ({ sku, accessories: ['JOY-JMP-MF40-20'] })),
  ...['PINE-PINECIL-V2', 'WEL-WE1010', 'MINI-TS101'].map((sku) => ({ sku, accessories: ['VEL-SOLDER-05', 'VEL-FLUXPEN', 'VEL-DESOLDER-15', 'VEL-HELPHAND-LED'] })),
  { sku: 'JOY-RES-SET-600', accessories: ['VEL-BB-830', 'VEL-LED5-RD'], related: ['VEL-RES-MF50-220R', 'VEL-RES-MF50-10K'] },
  { sku: 'JOY-SG90', accessories: ['JOY-JMP-MM40-20'], related: ['JOY-MG996R'] },
];
