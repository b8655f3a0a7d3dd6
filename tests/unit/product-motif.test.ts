/** The generated product pictures: a motif that fits the product (docs/catalogue.md, media), and two products of one kind that differ. */
import { describe, expect, it } from 'vitest';
import { modelLabel } from '#src/server/media/motif.ts';
import { productMotif, renderProductSvg } from '#src/server/media/placeholder.ts';

const motif = (sku: string, name?: string, categoryArtwork?: string) => productMotif({ sku, name: name ?? null, categoryArtwork: categoryArtwork ?? null });

describe('the motif of a product picture', () => {
  it('draws what the name says, before the shelf it sits on', () => {
    expect(motif('RPI5-COOLER', 'Raspberry Pi 5 Active Cooler', 'board')).toBe('cooler');
    expect(motif('RPI5-8GB', 'Raspberry Pi 5 8GB', 'board')).toBe('board');
    expect(motif('RPI500-NL', 'Raspberry Pi 500, NL layout', 'board')).toBe('keyboard');
    expect(motif('RPI-M2HAT', 'Raspberry Pi M.2 HAT+', 'board')).toBe('hat');
    expect(motif('RPI-PSU27W-WH', 'Raspberry Pi 27W USB-C power supply, white', 'power')).toBe('power');
    expect(motif('RPI5-CASE-RW', 'Raspberry Pi 5 case, red/white', 'case')).toBe('case');
    expect(motif('ARGON-NEO5-M2', 'Argon NEO 5 M.2 NVMe case for Raspberry Pi 5', 'case')).toBe('case');
    expect(motif('SD-SDSQXAV-064G', 'SanDisk Extreme microSDXC A2 64GB', 'storage')).toBe('storage');
    expect(motif('GB-HDMI-1M', 'High Speed HDMI cable with Ethernet, 1 m', 'cable')).toBe('hdmi');
    expect(motif('VEL-HELPHAND-LED', 'Helping hands with magnifier and LED light', 'tool')).toBe('pliers');
    expect(motif('JOY-USBC-METER', 'USB-C power meter with display', 'meter')).toBe('meter');
    expect(motif('RPI5-DESKKIT-4GB', 'Raspberry Pi 5 Desktop Kit 4GB', 'kit')).toBe('kit');
  });

  it('gives each kind of sensor its own motif', () => {
    expect(motif('JOY-HC-SR04', 'HC-SR04 ultrasonic distance sensor', 'sensor')).toBe('ultrasonic');
    expect(motif('JOY-HC-SR501', 'HC-SR501 PIR motion sensor', 'sensor')).toBe('pir');
    expect(motif('JOY-MPU6050', 'MPU-6050 accelerometer and gyroscope', 'sensor')).toBe('imu');
    expect(motif('ADA-BME280', 'Adafruit BME280 temperature, humidity and pressure sensor', 'sensor')).toBe('climate');
    expect(motif('DFR-DS18B20-WP', 'DS18B20 waterproof temperature probe, 1 m', 'sensor')).toBe('probe');
    expect(motif('JOY-MQ135', 'MQ-135 air quality gas sensor', 'sensor')).toBe('gas');
    expect(motif('VEL-LDR-10', 'Photoresistors (LDR), 10 pieces', 'sensor')).toBe('ldr');
    expect(motif('POL-VL53L1X', 'Pololu VL53L1X time-of-flight distance sensor', 'sensor')).toBe('tof');
  });

  it('falls back to the SKU, then to the category, then to the generic box', () => {
    expect(motif('RPI5-COOLER')).toBe('cooler');
    expect(motif('JOY-SG90')).toBe('servo');
    expect(motif('XYZ-123', undefined, 'sensor')).toBe('sensor');
    expect(motif('XYZ-123', undefined, 'component')).toBe('resistor');
    expect(motif('XYZ-123')).toBe('generic');
  });

  it('prints the model on the part, so two sensors of one kind differ', () => {
    expect(modelLabel('Adafruit BME280 temperature, humidity and pressure sensor')).toBe('BME280');
    expect(modelLabel('HC-SR04P ultrasonic distance sensor 3.3–5 V')).toBe('HC-SR04P');
    expect(modelLabel('Raspberry Pi 5 Active Cooler')).toBeNull();
    expect(modelLabel('Samsung EVO Plus microSD 64GB')).toBeNull();
    const a = renderProductSvg('ADA-SHT40', 1, { name: 'Adafruit SHT40 temperature & humidity sensor (STEMMA QT)' });
    const b = renderProductSvg('ADA-SHT31D', 1, { name: 'Adafruit SHT31-D temperature & humidity sensor (STEMMA QT)' });
    expect(a).toContain('>SHT40<');
    expect(b).toContain('>SHT31-D<');
    expect(a).not.toBe(b);
    // The same product always gets the same picture (it is cached for a year).
    expect(renderProductSvg('ADA-SHT40', 1, { name: 'Adafruit SHT40 temperature & humidity sensor (STEMMA QT)' })).toBe(a);
  });
});
