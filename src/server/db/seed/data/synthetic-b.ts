/** Synthetic product templates, part 2: sensors, components, tools, boards, cameras, smart home. */
import { t } from './types.ts';
import { COLOUR_AXIS, capacities, packs, models, LINES_GENERIC } from './synthetic-types.ts';
import type { SynthTemplate } from './synthetic-types.ts';

/** "4.7 kΩ" → "4K7", "220 Ω" → "220R", "1 MΩ" → "1M" (the usual resistor notation). */
function resistorCode(value: string): string {
  const m = /^([\d.]+)\s*(k|M)?Ω$/.exec(value);
  if (!m?.[1]) throw new Error(`bad resistor value ${value}`);
  const unit = m[2] === 'k' ? 'K' : m[2] === 'M' ? 'M' : 'R';
  return m[1].includes('.') ? m[1].replace('.', unit) : m[1] + unit;
}

const BREAKOUT_LINES: Array<[string, string]> = [['BRK', 'Breakout'], ['MOD', 'Module'], ['STM', 'STEMMA QT'], ['QWC', 'Qwiic'], ['GRV', 'Grove'], ['MIN', 'Mini']];
const SENSOR_BRANDS = ['joyit', 'adafruit', 'sparkfun', 'dfrobot', 'seeed', 'pimoroni'];

const SENSOR_DESC = t('The {line} version of the {model} is ready to use, with voltage regulator and level shifting on board. Works at 3.3 V and 5 V, so you can connect it to a Raspberry Pi, Arduino or ESP32.',
  'De {line}-uitvoering van de {model} is direct te gebruiken, met spanningsregelaar en niveauomzetting op het board. Werkt op 3,3 V en 5 V, dus je sluit hem aan op een Raspberry Pi, Arduino of ESP32.',
  'Die {line}-Ausführung des {model} ist sofort einsatzbereit, mit Spannungsregler und Pegelwandler auf der Platine. Arbeitet mit 3,3 V und 5 V, passend für Raspberry Pi, Arduino oder ESP32.');

export const SYNTH_TEMPLATES_B: SynthTemplate[] = [
  {
    cat: 'temperature', prefix: 'TEMP', brands: SENSOR_BRANDS, lines: BREAKOUT_LINES,
    axes: [models('model', 'DS18B20', 'DHT22', 'DHT11', 'SHT31', 'SHT40', 'SHT45', 'AHT20', 'HTU21D', 'TMP117', 'MCP9808', 'LM75', 'Si7021'), packs(1, 2, 5, 10)],
    name: t('{brand} {line} {model} temperature sensor, {pack}', '{brand} {line} {model} temperatuursensor, {pack}', '{brand} {line} {model} Temperatursensor, {pack}'),
    short: t('{model} sensor module for temperature measurements.', '{model}-sensormodule voor temperatuurmetingen.', '{model}-Sensormodul für Temperaturmessungen.'),
    desc: SENSOR_DESC, price: [2, 16], weight: [2, 30],
  },
  {
    cat: 'motion', prefix: 'IMU', brands: SENSOR_BRANDS, lines: BREAKOUT_LINES,
    axes: [models('model', 'HC-SR501', 'AM312', 'RCWL-0516', 'LD2410', 'MPU-6050', 'MPU-9250', 'BNO055', 'BNO085', 'ICM-20948', 'LSM6DS3', 'ADXL345', 'LIS3DH'), packs(1, 2, 5)],
    name: t('{brand} {line} {model} motion sensor, {pack}', '{brand} {line} {model} bewegingssensor, {pack}', '{brand} {line} {model} Bewegungssensor, {pack}'),
    short: t('{model} module for detecting motion and orientation.', '{model}-module voor het detecteren van beweging en oriëntatie.', '{model}-Modul zur Erkennung von Bewegung und Lage.'),
    desc: SENSOR_DESC, price: [2, 35], weight: [2, 15],
  },
  {
    cat: 'distance', prefix: 'DIST', brands: SENSOR_BRANDS, lines: BREAKOUT_LINES,
    axes: [models('model', 'HC-SR04', 'HC-SR04P', 'US-100', 'JSN-SR04T', 'VL53L0X', 'VL53L1X', 'VL53L4CD', 'VL6180X', 'GP2Y0A21', 'GP2Y0A02', 'TF-Mini'), packs(1, 2, 5)],
    name: t('{brand} {line} {model} distance sensor, {pack}', '{brand} {line} {model} afstandssensor, {pack}', '{brand} {line} {model} Abstandssensor, {pack}'),
    short: t('{model} module for contactless distance measurement.', '{model}-module voor contactloze afstandsmeting.', '{model}-Modul zur berührungslosen Abstandsmessung.'),
    desc: SENSOR_DESC, price: [2, 40], weight: [3, 25],
  },
  {
    cat: 'light', prefix: 'LUX', brands: SENSOR_BRANDS, lines: BREAKOUT_LINES,
    axes: [models('model', 'BH1750', 'TSL2561', 'TSL2591', 'VEML7700', 'VEML6075', 'LTR-390', 'APDS-9960', 'TCS34725', 'AS7341', 'OPT3001'), packs(1, 2, 5)],
    name: t('{brand} {line} {model} light sensor, {pack}', '{brand} {line} {model} lichtsensor, {pack}', '{brand} {line} {model} Lichtsensor, {pack}'),
    short: t('{model} module for light, UV or colour measurements.', '{model}-module voor licht-, uv- of kleurmetingen.', '{model}-Modul für Licht-, UV- oder Farbmessungen.'),
    desc: SENSOR_DESC, price: [2, 20], weight: [2, 10],
  },
  {
    cat: 'environmental', prefix: 'ENV', brands: SENSOR_BRANDS, lines: BREAKOUT_LINES,
    axes: [models('model', 'BME280', 'BMP280', 'BME680', 'BME688', 'SCD40', 'SCD41', 'SGP30', 'SGP40', 'ENS160', 'CCS811', 'MQ-2', 'MQ-7', 'MQ-135', 'PMSA003I'), packs(1, 2, 5)],
    name: t('{brand} {line} {model} environmental sensor, {pack}', '{brand} {line} {model} omgevingssensor, {pack}', '{brand} {line} {model} Umweltsensor, {pack}'),
    short: t('{model} module for air quality and climate measurements.', '{model}-module voor metingen van luchtkwaliteit en klimaat.', '{model}-Modul für Luftqualitäts- und Klimamessungen.'),
    desc: SENSOR_DESC, price: [3, 60], weight: [2, 40],
  },
  {
    cat: 'resistors', prefix: 'RES', brands: ['velleman', 'joyit'],
    lines: [['MF', 'Metal film'], ['CF', 'Carbon film'], ['PRC', 'Precision']],
    axes: [
      { key: 'resistance', values: ['10 Ω', '22 Ω', '47 Ω', '100 Ω', '150 Ω', '220 Ω', '330 Ω', '470 Ω', '680 Ω', '1 kΩ', '1.5 kΩ', '2.2 kΩ', '3.3 kΩ', '4.7 kΩ', '6.8 kΩ', '10 kΩ', '22 kΩ', '47 kΩ', '100 kΩ', '220 kΩ', '470 kΩ', '1 MΩ'].map((v): [string, string] => [resistorCode(v), v]) },
      capacities('power', '0.25 W', '0.5 W', '1 W'), packs(10, 50, 100),
    ],
    name: t('{brand} {line} resistors {resistance} {power}, {pack}', '{brand} {line} weerstanden {resistance} {power}, {pack}', '{brand} {line} Widerstände {resistance} {power}, {pack}'),
    short: t('Through-hole resistors, {resistance}, 1% tolerance.', 'Weerstanden voor doorsteekmontage, {resistance}, 1% tolerantie.', 'Bedrahtete Widerstände, {resistance}, 1 % Toleranz.'),
    desc: t('Colour-coded resistors that fit any breadboard. Rated for {power} continuous load.',
      'Weerstanden met kleurcodering die in elk breadboard passen. Geschikt voor een continue belasting van {power}.',
      'Farbcodierte Widerstände, die in jedes Steckbrett passen. Ausgelegt für {power} Dauerlast.'),
    price: [0.5, 6], weight: [2, 60],
  },
  {
    cat: 'leds', prefix: 'LED', brands: ['velleman', 'joyit', 'adafruit'],
    lines: [['DIF', 'Diffused'], ['CLR', 'Clear'], ['BRT', 'Bright'], ['FLT', 'Flat top']],
    axes: [models('size', '3 mm', '5 mm', '10 mm'), COLOUR_AXIS('rood', 'groen', 'blauw', 'geel', 'wit', 'oranje', 'paars'), packs(10, 25, 50, 100)],
    name: t('{brand} {line} LEDs {size}, {kleur}, {pack}', '{brand} {line} leds {size}, {kleur}, {pack}', '{brand} {line} LEDs {size}, {kleur}, {pack}'),
    short: t('Standard through-hole LEDs for indicators.', 'Standaardleds voor doorsteekmontage, voor indicatoren.', 'Bedrahtete Standard-LEDs für Anzeigen.'),
    desc: t('Bright, reliable LEDs for status lights and experiments. Use a suitable series resistor.',
      'Heldere, betrouwbare leds voor statuslampjes en experimenten. Gebruik een passende voorschakelweerstand.',
      'Helle, zuverlässige LEDs für Statusanzeigen und Experimente. Verwenden Sie einen passenden Vorwiderstand.'),
    price: [1, 9], weight: [2, 60],
  },
  {
    cat: 'motors', prefix: 'MOT', brands: ['joyit', 'dfrobot', 'pololu', 'adafruit', 'seeed'],
    lines: LINES_GENERIC,
    axes: [{ key: 'model', values: [
      ['SG90', t('SG90 servo', 'SG90-servo', 'SG90-Servo')], ['MG90S', t('MG90S servo', 'MG90S-servo', 'MG90S-Servo')], ['MG996R', t('MG996R servo', 'MG996R-servo', 'MG996R-Servo')],
      ['DS3218', t('DS3218 servo', 'DS3218-servo', 'DS3218-Servo')], ['28BYJ48', t('28BYJ-48 stepper motor', '28BYJ-48-stappenmotor', '28BYJ-48-Schrittmotor')],
      ['NEMA17', t('NEMA 17 stepper motor', 'NEMA 17-stappenmotor', 'NEMA-17-Schrittmotor')], ['NEMA14', t('NEMA 14 stepper motor', 'NEMA 14-stappenmotor', 'NEMA-14-Schrittmotor')],
      ['N20', t('N20 gear motor', 'N20-motor met vertraging', 'N20-Getriebemotor')], ['TT', t('TT gear motor', 'TT-motor met vertraging', 'TT-Getriebemotor')],
      ['A4988', t('A4988 driver', 'A4988-driver', 'A4988-Treiber')], ['DRV8825', t('DRV8825 driver', 'DRV8825-driver', 'DRV8825-Treiber')],
      ['TMC2209', t('TMC2209 driver', 'TMC2209-driver', 'TMC2209-Treiber')], ['TB6612', t('TB6612FNG driver', 'TB6612FNG-driver', 'TB6612FNG-Treiber')],
      ['L9110S', t('L9110S driver', 'L9110S-driver', 'L9110S-Treiber')]] }, packs(1, 2, 4)],
    name: t('{brand} {line} {model}, {pack}', '{brand} {line} {model}, {pack}', '{brand} {line} {model}, {pack}'),
    short: t('Motor or motor driver for robotics and automation.', 'Motor of motordriver voor robotica en automatisering.', 'Motor oder Motortreiber für Robotik und Automatisierung.'),
    desc: t('The {model} from the {line} range is a dependable choice for robots, camera sliders and small machines. Wiring examples for Arduino and Raspberry Pi are available online.',
      'De {model} uit de {line}-reeks is een betrouwbare keuze voor robots, camerasliders en kleine machines. Aansluitvoorbeelden voor Arduino en Raspberry Pi vind je online.',
      'Der {model} aus der {line}-Reihe ist eine zuverlässige Wahl für Roboter, Kamera-Slider und kleine Maschinen. Anschlussbeispiele für Arduino und Raspberry Pi gibt es online.'),
    price: [2, 30], weight: [9, 350],
  },
  {
    cat: 'relays', prefix: 'RLY', brands: ['joyit', 'waveshare', 'seeed', 'dfrobot'],
    lines: LINES_GENERIC.slice(0, 6),
    axes: [{ key: 'size', values: [['1CH', '1 channel'], ['2CH', '2 channels'], ['4CH', '4 channels'], ['8CH', '8 channels']] }, capacities('voltage', '3.3 V', '5 V', '12 V', '24 V')],
    name: t('{brand} {line} relay module {voltage}, {size}', '{brand} {line} relaismodule {voltage}, {size}', '{brand} {line} Relaismodul {voltage}, {size}'),
    short: t('Relay module with optocouplers and status LEDs.', 'Relaismodule met optocouplers en statusleds.', 'Relaismodul mit Optokopplern und Status-LEDs.'),
    desc: t('Switch mains or low-voltage loads safely from a microcontroller. The coil voltage is {voltage}.',
      'Schakel netspanning of laagspanning veilig vanaf een microcontroller. De spoelspanning is {voltage}.',
      'Schalten Sie Netz- oder Kleinspannungslasten sicher per Mikrocontroller. Die Spulenspannung beträgt {voltage}.'),
    price: [2, 25], weight: [15, 160],
  },
  {
    cat: 'solder-supplies', prefix: 'SOLD', brands: ['velleman', 'weller', 'ersa'],
    lines: [['FLX', 'Flux core'], ['PRO', 'Pro'], ['FIN', 'Fine']],
    axes: [capacities('diameter', '0.3 mm', '0.5 mm', '0.8 mm', '1.0 mm', '1.5 mm'), capacities('weight', '50 g', '100 g', '250 g', '500 g'),
      { key: 'type', values: [['LF', t('lead-free', 'loodvrij', 'bleifrei')], ['PB', t('leaded Sn60Pb40', 'loodhoudend Sn60Pb40', 'bleihaltig Sn60Pb40')]] }],
    name: t('{brand} {line} solder wire {diameter}, {weight}, {type}', '{brand} {line} soldeertin {diameter}, {weight}, {type}', '{brand} {line} Lötzinn {diameter}, {weight}, {type}'),
    short: t('Solder wire with flux core on a reel.', 'Soldeertin met fluxkern op een rol.', 'Lötzinn mit Flussmittelseele auf einer Rolle.'),
    desc: t('Flows evenly and gives shiny, reliable joints. Choose {diameter} for the work you do most.',
      'Vloeit gelijkmatig en geeft glanzende, betrouwbare verbindingen. Kies {diameter} voor het werk dat je het meest doet.',
      'Fließt gleichmäßig und ergibt glänzende, zuverlässige Lötstellen. Wählen Sie {diameter} für die Arbeiten, die Sie am häufigsten erledigen.'),
    price: [5, 45], weight: [60, 520],
  },
  {
    cat: 'hand-tools', prefix: 'TOOL', brands: ['knipex', 'ifixit', 'velleman', 'engineer'],
    lines: [['PRC', 'Precision'], ['ESD', 'ESD-safe'], ['PRO', 'Pro'], ['CMP', 'Compact']],
    axes: [{ key: 'type', values: [
      ['SC', t('side cutter', 'zijkniptang', 'Seitenschneider')], ['NP', t('needle-nose pliers', 'punttang', 'Spitzzange')], ['WS', t('wire stripper', 'striptang', 'Abisolierzange')],
      ['TW', t('tweezers set', 'pincetset', 'Pinzettenset')], ['SD', t('screwdriver set', 'schroevendraaierset', 'Schraubendreherset')], ['CR', t('crimping tool', 'krimptang', 'Crimpzange')],
      ['HX', t('hex key set', 'inbussleutelset', 'Innensechskantschlüssel-Set')], ['SP', t('spudger set', 'openingstoolset', 'Hebelwerkzeug-Set')]] },
    capacities('size', '115 mm', '125 mm', '140 mm', '160 mm')],
    name: t('{brand} {line} {type}, {size}', '{brand} {line} {type}, {size}', '{brand} {line} {type}, {size}'),
    short: t('Quality hand tool for the electronics workbench.', 'Kwaliteitsgereedschap voor de elektronicawerkbank.', 'Qualitätswerkzeug für den Elektronik-Arbeitsplatz.'),
    desc: t('Made from hardened steel with comfortable grips for precise work. A tool that will last for years.',
      'Gemaakt van gehard staal met comfortabele handgrepen voor precisiewerk. Gereedschap dat jaren meegaat.',
      'Aus gehärtetem Stahl mit bequemen Griffen für präzises Arbeiten. Ein Werkzeug, das jahrelang hält.'),
    price: [6, 60], weight: [40, 300],
  },
  {
    cat: 'esp', prefix: 'ESPB', brands: ['espressif', 'seeed', 'm5stack', 'lilygo', 'adafruit', 'joyit'],
    lines: [['DEV', 'DevKit'], ['MIN', 'Mini'], ['PRO', 'Pro'], ['LTE', 'Lite'], ['ZRO', 'Zero']],
    axes: [models('model', 'ESP32', 'ESP32-S2', 'ESP32-S3', 'ESP32-C3', 'ESP32-C6', 'ESP32-H2', 'ESP8266'), capacities('memory', '4MB', '8MB', '16MB')],
    name: t('{brand} {model} {line} board, {memory} flash', '{brand} {model} {line}-board, {memory} flash', '{brand} {model} {line}-Board, {memory} Flash'),
    short: t('{model} development board with USB and Wi-Fi.', '{model}-ontwikkelboard met USB en wifi.', '{model}-Entwicklungsboard mit USB und WLAN.'),
    desc: t('A compact {model} board for IoT projects, with all GPIO pins on breadboard-friendly headers. Works with ESP-IDF, Arduino, MicroPython and ESPHome.',
      'Een compact {model}-board voor IoT-projecten, met alle GPIO-pinnen op breadboardvriendelijke headers. Werkt met ESP-IDF, Arduino, MicroPython en ESPHome.',
      'Ein kompaktes {model}-Board für IoT-Projekte, alle GPIO-Pins auf steckbrettfreundlichen Leisten. Funktioniert mit ESP-IDF, Arduino, MicroPython und ESPHome.'),
    price: [5, 25], weight: [5, 20],
  },
  {
    cat: 'cameras', prefix: 'CAM', brands: ['arducam', 'waveshare', 'seeed', 'dfrobot'],
    lines: [['FOC', 'Focus'], ['WID', 'Wide'], ['NIR', 'Night'], ['PRO', 'Pro']],
    axes: [models('resolution', '5MP', '8MP', '12MP', '16MP', '48MP', '64MP'), { key: 'type', values: [['STD', 'standard'], ['WD', 'wide'], ['NR', 'noir'], ['NW', 'noir-wide']] }],
    name: t('{brand} {line} camera module {resolution}, {type}', '{brand} {line} cameramodule {resolution}, {type}', '{brand} {line} Kameramodul {resolution}, {type}'),
    short: t('{resolution} camera module for the Raspberry Pi camera connector.', 'Cameramodule van {resolution} voor de cameraconnector van de Raspberry Pi.', '{resolution}-Kameramodul für den Kameraanschluss des Raspberry Pi.'),
    desc: t('Supported by libcamera and Picamera2 on current Raspberry Pi OS versions. Comes with ribbon cables for the standard and the narrow connector.',
      'Ondersteund door libcamera en Picamera2 onder de huidige versies van Raspberry Pi OS. Wordt geleverd met flatcables voor de standaard- en de smalle connector.',
      'Unterstützt von libcamera und Picamera2 unter aktuellen Raspberry-Pi-OS-Versionen. Mit Flachbandkabeln für den Standard- und den schmalen Anschluss.'),
    price: [15, 80], weight: [4, 40],
  },
  {
    cat: 'smart-switches', prefix: 'PLUG', brands: ['shelly', 'sonoff'],
    lines: [['MIN', 'Mini'], ['PLS', 'Plus'], ['PRO', 'Pro'], ['OUT', 'Outdoor']],
    axes: [capacities('power', '2300 W', '2500 W', '3500 W'), COLOUR_AXIS('wit', 'zwart', 'grijs'), models('type', 'Wi-Fi', 'Zigbee', 'Matter')],
    name: t('{brand} {line} smart plug {power}, {type}, {kleur}', '{brand} {line} slimme stekker {power}, {type}, {kleur}', '{brand} {line} smarter Zwischenstecker {power}, {type}, {kleur}'),
    short: t('Smart plug with energy metering over {type}.', 'Slimme stekker met energiemeting via {type}.', 'Smarter Zwischenstecker mit Energiemessung über {type}.'),
    desc: t('Switch lamps and appliances on schedules or automations and see what they consume. Works locally with Home Assistant.',
      'Schakel lampen en apparaten met schema’s of automatiseringen en zie wat ze verbruiken. Werkt lokaal met Home Assistant.',
      'Schalten Sie Lampen und Geräte per Zeitplan oder Automation und sehen Sie ihren Verbrauch. Funktioniert lokal mit Home Assistant.'),
    price: [12, 35], weight: [60, 140],
  },
];
