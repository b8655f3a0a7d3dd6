/**
 * The category tree (three levels at most). Ids are assigned in depth-first order starting at 1.
 * Each category's `kind` is the artwork of its placeholder picture (/media/categories/{id}.svg),
 * seeded into categories.artwork, where the media route reads it.
 */
import type { PlaceholderKind } from '#src/server/media/placeholder.ts';
import { t, same } from './types.ts';
import type { L10n } from './types.ts';

export type CategoryDef = {
  key: string;
  kind: PlaceholderKind;
  name: L10n;
  slug: L10n;
  description: L10n;
  children?: CategoryDef[];
};

const c = (key: string, kind: PlaceholderKind, name: L10n, slug: L10n, description: L10n, children?: CategoryDef[]): CategoryDef =>
  ({ key, kind, name, slug, description, children });

export const CATEGORY_TREE: CategoryDef[] = [
  c('sbc', 'board', t('Single-board computers', 'Singleboard computers', 'Einplatinencomputer'), t('single-board-computers', 'singleboard-computers', 'einplatinencomputer'),
    t('Complete computers and microcontrollers on a single board, for learning, tinkering and industrial projects.', 'Complete computers en microcontrollers op één printplaat, om te leren, te experimenteren en voor industriële projecten.', 'Komplette Computer und Mikrocontroller auf einer Platine – zum Lernen, Basteln und für industrielle Projekte.'), [
      c('raspberry-pi', 'board', same('Raspberry Pi'), same('raspberry-pi'),
        t('Every current Raspberry Pi model and the official accessories that go with it.', 'Alle actuele Raspberry Pi-modellen en de officiële accessoires die erbij horen.', 'Alle aktuellen Raspberry-Pi-Modelle und das passende offizielle Zubehör.'), [
          c('rpi5', 'board', same('Raspberry Pi 5'), same('raspberry-pi-5'),
            t('The fastest Raspberry Pi yet, plus coolers and HATs made for it.', 'De snelste Raspberry Pi tot nu toe, met koelers en HATs die ervoor gemaakt zijn.', 'Der schnellste Raspberry Pi bisher – mit Kühlern und HATs, die dafür gemacht sind.')),
          c('rpi4', 'board', same('Raspberry Pi 4'), same('raspberry-pi-4'),
            t('The proven Raspberry Pi 4 Model B and the Raspberry Pi 400 keyboard computer.', 'De beproefde Raspberry Pi 4 Model B en de Raspberry Pi 400-toetsenbordcomputer.', 'Der bewährte Raspberry Pi 4 Model B und der Tastaturcomputer Raspberry Pi 400.')),
          c('rpi-zero', 'board', same('Raspberry Pi Zero'), same('raspberry-pi-zero'),
            t('Tiny, low-power boards for projects where every gram and milliamp counts.', 'Piepkleine, zuinige boards voor projecten waarin elke gram en milliampère telt.', 'Winzige, sparsame Boards für Projekte, bei denen jedes Gramm und jedes Milliampere zählt.')),
          c('rpi-pico', 'microcontroller', same('Raspberry Pi Pico'), same('raspberry-pi-pico'),
            t('RP2040 and RP2350 microcontroller boards, programmable in MicroPython and C.', 'Microcontrollerboards met RP2040 en RP2350, te programmeren in MicroPython en C.', 'Mikrocontroller-Boards mit RP2040 und RP2350, programmierbar in MicroPython und C.')),
          c('rpi-cm', 'board', t('Compute Modules', 'Compute Modules', 'Compute-Module'), t('compute-modules', 'compute-modules', 'compute-module'),
            t('Raspberry Pi in a compact form factor for your own products, plus IO boards to develop on.', 'Raspberry Pi in een compacte vorm voor je eigen producten, met IO-boards om op te ontwikkelen.', 'Raspberry Pi im kompakten Format für eigene Produkte, dazu IO-Boards für die Entwicklung.')),
        ]),
      c('arduino', 'microcontroller', same('Arduino'), same('arduino'),
        t('Original Arduino boards and shields, from the Uno to the GIGA.', 'Originele Arduino-boards en shields, van de Uno tot de GIGA.', 'Original-Arduino-Boards und Shields, vom Uno bis zum GIGA.')),
      c('esp', 'microcontroller', same('ESP32 & ESP8266'), same('esp32-esp8266'),
        t('Affordable Wi-Fi and Bluetooth microcontrollers for IoT projects.', 'Betaalbare microcontrollers met wifi en bluetooth voor IoT-projecten.', 'Günstige Mikrocontroller mit WLAN und Bluetooth für IoT-Projekte.')),
      c('other-boards', 'board', t('Other boards', 'Overige boards', 'Weitere Boards'), t('other-boards', 'overige-boards', 'weitere-boards'),
        t('Alternatives from Seeed, Adafruit, Radxa, NVIDIA and others.', 'Alternatieven van Seeed, Adafruit, Radxa, NVIDIA en anderen.', 'Alternativen von Seeed, Adafruit, Radxa, NVIDIA und anderen.')),
    ]),
  c('kits', 'kit', t('Kits', 'Kits', 'Bausätze'), t('kits', 'kits', 'bausaetze'),
    t('Everything in one box: starter kits, robot kits and sets for the classroom.', 'Alles in één doos: starterkits, robotkits en sets voor in de klas.', 'Alles in einer Box: Starterkits, Roboterbausätze und Sets für den Unterricht.'), [
      c('starter-kits', 'kit', t('Starter kits', 'Starterkits', 'Starterkits'), t('starter-kits', 'starterkits', 'starterkits'),
        t('Get going straight away with a board, power supply, case and storage in one set.', 'Meteen aan de slag met een board, voeding, behuizing en opslag in één set.', 'Sofort loslegen mit Board, Netzteil, Gehäuse und Speicher in einem Set.')),
      c('robot-kits', 'kit', t('Robot kits', 'Robotkits', 'Roboterbausätze'), t('robot-kits', 'robotkits', 'roboterbausaetze'),
        t('Build and program your own robot car, arm or rover.', 'Bouw en programmeer je eigen robotauto, robotarm of rover.', 'Bauen und programmieren Sie Ihr eigenes Roboterauto, Ihren Roboterarm oder Rover.')),
      c('edu-kits', 'kit', t('Educational kits', 'Educatieve kits', 'Lernpakete'), t('educational-kits', 'educatieve-kits', 'lernpakete'),
        t('Kits with lesson material for schools, clubs and curious beginners.', 'Kits met lesmateriaal voor scholen, clubs en nieuwsgierige beginners.', 'Sets mit Unterrichtsmaterial für Schulen, AGs und neugierige Einsteiger.')),
    ]),
  c('cases', 'case', t('Cases & enclosures', 'Behuizingen', 'Gehäuse'), t('cases-enclosures', 'behuizingen', 'gehaeuse'),
    t('Protect your board with a case that fits, cools and looks good.', 'Bescherm je board met een behuizing die past, koelt en er goed uitziet.', 'Schützen Sie Ihr Board mit einem Gehäuse, das passt, kühlt und gut aussieht.'), [
      c('pi-cases', 'case', t('Raspberry Pi cases', 'Raspberry Pi-behuizingen', 'Raspberry-Pi-Gehäuse'), t('raspberry-pi-cases', 'raspberry-pi-behuizingen', 'raspberry-pi-gehaeuse'),
        t('Official and third-party cases for every Raspberry Pi, with or without a fan.', 'Officiële en andere behuizingen voor elke Raspberry Pi, met of zonder ventilator.', 'Offizielle und andere Gehäuse für jeden Raspberry Pi, mit oder ohne Lüfter.')),
      c('project-boxes', 'case', t('Project enclosures', 'Projectbehuizingen', 'Projektgehäuse'), t('project-enclosures', 'projectbehuizingen', 'projektgehaeuse'),
        t('Plastic and aluminium boxes and DIN-rail housings for your own electronics.', 'Kunststof en aluminium kastjes en DIN-railbehuizingen voor je eigen elektronica.', 'Kunststoff- und Aluminiumgehäuse sowie Hutschienengehäuse für eigene Elektronik.')),
    ]),
  c('power', 'power', t('Power', 'Voeding', 'Stromversorgung'), t('power', 'voeding', 'stromversorgung'),
    t('Power supplies, batteries, power banks and UPS boards to keep your projects running.', 'Voedingen, batterijen, powerbanks en UPS-boards om je projecten draaiende te houden.', 'Netzteile, Akkus, Powerbanks und USV-Boards, damit Ihre Projekte laufen.'), [
      c('power-supplies', 'power', t('Power supplies', 'Voedingen', 'Netzteile'), t('power-supplies', 'voedingen', 'netzteile'),
        t('USB-C power supplies, plug-in adapters and DIN-rail supplies with a stable output.', 'USB-C-voedingen, stekkervoedingen en DIN-railvoedingen met een stabiele uitgangsspanning.', 'USB-C-Netzteile, Steckernetzteile und Hutschienennetzteile mit stabiler Ausgangsspannung.')),
      c('batteries', 'battery', t('Batteries', "Batterijen & accu's", 'Batterien & Akkus'), t('batteries', 'batterijen-accus', 'batterien-akkus'),
        t('LiPo and Li-ion cells, rechargeable AA batteries, coin cells and holders.', 'LiPo- en Li-ion-cellen, oplaadbare AA-batterijen, knoopcellen en houders.', 'LiPo- und Li-Ion-Zellen, AA-Akkus, Knopfzellen und Halter.')),
      c('power-banks', 'battery', t('Power banks', 'Powerbanks', 'Powerbanks'), t('power-banks', 'powerbanks', 'powerbanks'),
        t('Portable power for your Raspberry Pi or phone, away from the mains.', 'Draagbare stroom voor je Raspberry Pi of telefoon, ver van het stopcontact.', 'Mobiler Strom für Raspberry Pi oder Smartphone, fern der Steckdose.')),
      c('ups', 'power', t('UPS HATs', 'UPS-HATs', 'USV-HATs'), t('ups-hats', 'ups-hats', 'usv-hats'),
        t('Uninterruptible power for your Pi, so it shuts down cleanly during a power cut.', 'Noodstroom voor je Pi, zodat hij bij een stroomstoring netjes afsluit.', 'Unterbrechungsfreie Stromversorgung, damit Ihr Pi bei Stromausfall sauber herunterfährt.')),
    ]),
  c('displays', 'display', t('Displays', 'Beeldschermen', 'Displays'), t('displays', 'beeldschermen', 'displays'),
    t('From small OLED modules to touchscreens and e-paper.', 'Van kleine OLED-modules tot touchscreens en e-paper.', 'Von kleinen OLED-Modulen bis zu Touchscreens und E-Paper.'), [
      c('hdmi-displays', 'display', t('HDMI displays', 'HDMI-schermen', 'HDMI-Displays'), t('hdmi-displays', 'hdmi-schermen', 'hdmi-displays'),
        t('Compact monitors that connect with a single HDMI cable.', 'Compacte monitoren die je met één HDMI-kabel aansluit.', 'Kompakte Monitore, die Sie mit einem einzigen HDMI-Kabel anschließen.')),
      c('touchscreens', 'display', t('Touchscreens', 'Touchscreens', 'Touchscreens'), same('touchscreens'),
        t('Capacitive touchscreens for control panels, kiosks and dashboards.', 'Capacitieve touchscreens voor bedieningspanelen, kiosken en dashboards.', 'Kapazitive Touchscreens für Bedienfelder, Kiosksysteme und Dashboards.')),
      c('epaper', 'display', t('E-paper', 'E-paper', 'E-Paper'), same('e-paper'),
        t('Displays that keep their image without power, ideal for labels and dashboards.', 'Schermen die hun beeld zonder stroom vasthouden, ideaal voor labels en dashboards.', 'Displays, die ihr Bild ohne Strom behalten – ideal für Etiketten und Dashboards.')),
      c('oled', 'display', t('OLED & LCD modules', 'OLED- en lcd-modules', 'OLED- & LCD-Module'), t('oled-lcd-modules', 'oled-lcd-modules', 'oled-lcd-module'),
        t('Small I2C and SPI screens for status information in your project.', 'Kleine I2C- en SPI-schermpjes voor statusinformatie in je project.', 'Kleine I2C- und SPI-Displays für Statusanzeigen in Ihrem Projekt.')),
    ]),
  c('cables', 'cable', t('Cables & adapters', 'Kabels & adapters', 'Kabel & Adapter'), t('cables-adapters', 'kabels-adapters', 'kabel-adapter'),
    t('The right cable for every connection, from micro-HDMI to jumper wires.', 'De juiste kabel voor elke aansluiting, van micro-HDMI tot jumperkabels.', 'Das passende Kabel für jeden Anschluss, von Micro-HDMI bis Jumperkabel.'), [
      c('hdmi-cables', 'cable', t('HDMI cables', 'HDMI-kabels', 'HDMI-Kabel'), t('hdmi-cables', 'hdmi-kabels', 'hdmi-kabel'),
        t('HDMI, micro-HDMI and mini-HDMI cables and adapters.', 'HDMI-, micro-HDMI- en mini-HDMI-kabels en -adapters.', 'HDMI-, Micro-HDMI- und Mini-HDMI-Kabel und -Adapter.')),
      c('usb-cables', 'cable', t('USB cables & hubs', 'USB-kabels & hubs', 'USB-Kabel & Hubs'), t('usb-cables-hubs', 'usb-kabels-hubs', 'usb-kabel-hubs'),
        t('USB-C, USB-A and micro-USB cables, adapters and hubs.', 'USB-C-, USB-A- en micro-USB-kabels, adapters en hubs.', 'USB-C-, USB-A- und Micro-USB-Kabel, Adapter und Hubs.')),
      c('jumper-wires', 'cable', t('Jumper wires & breadboards', 'Jumperkabels & breadboards', 'Jumperkabel & Steckbretter'), t('jumper-wires-breadboards', 'jumperkabels-breadboards', 'jumperkabel-steckbretter'),
        t('Prototype without soldering: Dupont wires, breadboards and wire kits.', 'Prototypen zonder solderen: dupontkabels, breadboards en draadsets.', 'Prototypen ohne Löten: Dupont-Kabel, Steckbretter und Drahtsets.')),
      c('audio-cables', 'cable', t('Audio cables', 'Audiokabels', 'Audiokabel'), t('audio-cables', 'audiokabels', 'audiokabel'),
        t('3.5 mm jack and RCA cables for speakers and amplifiers.', '3,5mm-jackkabels en tulpkabels voor speakers en versterkers.', '3,5-mm-Klinkenkabel und Cinchkabel für Lautsprecher und Verstärker.')),
    ]),
  c('sensors', 'sensor', t('Sensors', 'Sensoren', 'Sensoren'), t('sensors', 'sensoren', 'sensoren'),
    t('Measure temperature, motion, distance, light and air quality.', 'Meet temperatuur, beweging, afstand, licht en luchtkwaliteit.', 'Messen Sie Temperatur, Bewegung, Abstand, Licht und Luftqualität.'), [
      c('temperature', 'sensor', t('Temperature & humidity', 'Temperatuur & luchtvochtigheid', 'Temperatur & Luftfeuchtigkeit'), t('temperature-humidity-sensors', 'temperatuursensoren', 'temperatursensoren'),
        t('Digital and analogue sensors for temperature and relative humidity.', 'Digitale en analoge sensoren voor temperatuur en relatieve luchtvochtigheid.', 'Digitale und analoge Sensoren für Temperatur und relative Luftfeuchtigkeit.')),
      c('motion', 'sensor', t('Motion & orientation', 'Beweging & oriëntatie', 'Bewegung & Lage'), t('motion-sensors', 'bewegingssensoren', 'bewegungssensoren'),
        t('PIR and radar motion detectors, accelerometers and gyroscopes.', 'PIR- en radarbewegingsmelders, versnellingsmeters en gyroscopen.', 'PIR- und Radar-Bewegungsmelder, Beschleunigungssensoren und Gyroskope.')),
      c('distance', 'sensor', t('Distance', 'Afstand', 'Abstand'), t('distance-sensors', 'afstandssensoren', 'abstandssensoren'),
        t('Ultrasonic, infrared and time-of-flight distance sensors.', 'Ultrasone, infrarood- en time-of-flight-afstandssensoren.', 'Ultraschall-, Infrarot- und Time-of-Flight-Abstandssensoren.')),
      c('light', 'sensor', t('Light & colour', 'Licht & kleur', 'Licht & Farbe'), t('light-sensors', 'lichtsensoren', 'lichtsensoren'),
        t('Light sensors, photoresistors and colour sensors.', 'Lichtsensoren, lichtgevoelige weerstanden en kleursensoren.', 'Lichtsensoren, Fotowiderstände und Farbsensoren.')),
      c('environmental', 'sensor', t('Air quality & environment', 'Luchtkwaliteit & omgeving', 'Luftqualität & Umwelt'), t('environmental-sensors', 'omgevingssensoren', 'umweltsensoren'),
        t('CO2, particulate matter, gas and multi-sensors for indoor climate projects.', 'CO2-, fijnstof-, gas- en multisensoren voor binnenklimaatprojecten.', 'CO2-, Feinstaub-, Gas- und Multisensoren für Raumklima-Projekte.')),
    ]),
  c('storage', 'storage', t('Storage', 'Opslag', 'Speicher'), t('storage', 'opslag', 'speicher'),
    t('Fast and reliable storage for your operating system and data.', 'Snelle en betrouwbare opslag voor je besturingssysteem en data.', 'Schneller und zuverlässiger Speicher für Betriebssystem und Daten.'), [
      c('microsd', 'storage', t('microSD cards', 'microSD-kaarten', 'microSD-Karten'), t('microsd-cards', 'microsd-kaarten', 'microsd-karten'),
        t('A2-rated microSD cards that boot quickly and last long.', 'microSD-kaarten met A2-classificatie die snel opstarten en lang meegaan.', 'microSD-Karten mit A2-Klassifizierung, die schnell booten und lange halten.')),
      c('ssd', 'storage', t('SSDs', "SSD's", 'SSDs'), same('ssd'),
        t('NVMe and portable SSDs for the Raspberry Pi 5 and your laptop.', "NVMe- en externe SSD's voor de Raspberry Pi 5 en je laptop.", 'NVMe- und externe SSDs für den Raspberry Pi 5 und Ihren Laptop.')),
      c('usb-sticks', 'storage', t('USB sticks', 'USB-sticks', 'USB-Sticks'), same('usb-sticks'),
        t('Compact USB flash drives for backups and installers.', 'Compacte USB-sticks voor back-ups en installatiebestanden.', 'Kompakte USB-Sticks für Backups und Installationsmedien.')),
    ]),
  c('networking', 'network', t('Networking', 'Netwerk', 'Netzwerk'), t('networking', 'netwerk', 'netzwerk'),
    t('Network cables, switches, Wi-Fi adapters and PoE HATs.', 'Netwerkkabels, switches, wifi-adapters en PoE-HATs.', 'Netzwerkkabel, Switches, WLAN-Adapter und PoE-HATs.')),
  c('tools', 'tool', t('Tools', 'Gereedschap', 'Werkzeug'), t('tools', 'gereedschap', 'werkzeug'),
    t('Soldering, measuring and hand tools for the electronics workbench.', 'Soldeer-, meet- en handgereedschap voor de elektronicawerkbank.', 'Löt-, Mess- und Handwerkzeug für den Elektronik-Arbeitsplatz.'), [
      c('soldering', 'tool', t('Soldering', 'Solderen', 'Löten'), t('soldering', 'solderen', 'loeten'),
        t('Soldering irons, stations, solder and everything around them.', 'Soldeerbouten, soldeerstations, soldeertin en alles eromheen.', 'Lötkolben, Lötstationen, Lötzinn und alles drumherum.'), [
          c('soldering-stations', 'tool', t('Soldering irons & stations', 'Soldeerbouten & -stations', 'Lötkolben & Lötstationen'), t('soldering-stations', 'soldeerstations', 'loetstationen'),
            t('Temperature-controlled soldering irons and stations for hobby and professional use.', 'Temperatuurgeregelde soldeerbouten en -stations voor hobby en beroep.', 'Temperaturgeregelte Lötkolben und Lötstationen für Hobby und Beruf.')),
          c('solder-supplies', 'tool', t('Solder & accessories', 'Soldeertin & toebehoren', 'Lötzinn & Zubehör'), t('solder-accessories', 'soldeertin-toebehoren', 'loetzinn-zubehoer'),
            t('Solder wire, flux, desoldering braid and helping hands.', 'Soldeertin, flux, desoldeerlint en derde handjes.', 'Lötzinn, Flussmittel, Entlötlitze und dritte Hände.')),
        ]),
      c('measuring', 'meter', t('Measuring equipment', 'Meetapparatuur', 'Messgeräte'), t('measuring-equipment', 'meetapparatuur', 'messgeraete'),
        t('Multimeters, clamp meters, oscilloscopes and logic analysers.', 'Multimeters, stroomtangen, oscilloscopen en logic analyzers.', 'Multimeter, Stromzangen, Oszilloskope und Logikanalysatoren.')),
      c('hand-tools', 'tool', t('Hand tools', 'Handgereedschap', 'Handwerkzeug'), t('hand-tools', 'handgereedschap', 'handwerkzeug'),
        t('Side cutters, wire strippers, crimping tools and precision screwdrivers.', 'Zijkniptangen, striptangen, krimptangen en precisieschroevendraaiers.', 'Seitenschneider, Abisolierzangen, Crimpzangen und Feinmechaniker-Schraubendreher.')),
    ]),
  c('components', 'component', t('Components', 'Componenten', 'Bauteile'), t('components', 'componenten', 'bauteile'),
    t('Resistors, LEDs, motors and relays for your circuits.', "Weerstanden, leds, motoren en relais voor je schakelingen.", 'Widerstände, LEDs, Motoren und Relais für Ihre Schaltungen.'), [
      c('resistors', 'component', t('Resistors & potentiometers', 'Weerstanden & potmeters', 'Widerstände & Potentiometer'), t('resistors', 'weerstanden', 'widerstaende'),
        t('Metal film resistors, assortments and potentiometers.', 'Metaalfilmweerstanden, assortimenten en potmeters.', 'Metallschichtwiderstände, Sortimente und Potentiometer.')),
      c('leds', 'component', t('LEDs & LED strips', 'Leds & ledstrips', 'LEDs & LED-Streifen'), same('leds'),
        t('Single LEDs, RGB LEDs and addressable LED strips and rings.', 'Losse leds, RGB-leds en adresseerbare ledstrips en -ringen.', 'Einzelne LEDs, RGB-LEDs sowie adressierbare LED-Streifen und -Ringe.')),
      c('motors', 'component', t('Motors & drivers', 'Motoren & drivers', 'Motoren & Treiber'), t('motors', 'motoren', 'motoren'),
        t('Servos, stepper motors, DC motors and the drivers to control them.', 'Servo’s, stappenmotoren, DC-motoren en de drivers om ze aan te sturen.', 'Servos, Schrittmotoren, Gleichstrommotoren und die passenden Treiber.')),
      c('relays', 'component', t('Relays', 'Relais', 'Relais'), t('relays', 'relais', 'relais'),
        t('Relay modules and solid-state relays to switch larger loads safely.', 'Relaismodules en solid-state relais om grotere lasten veilig te schakelen.', 'Relaismodule und Halbleiterrelais, um größere Lasten sicher zu schalten.')),
    ]),
  c('cameras', 'camera', t('Cameras', "Camera's", 'Kameras'), t('cameras', 'cameras', 'kameras'),
    t('Camera modules, lenses and cables for photography, vision and AI.', 'Cameramodules, lenzen en kabels voor fotografie, beeldherkenning en AI.', 'Kameramodule, Objektive und Kabel für Fotografie, Bildverarbeitung und KI.')),
  c('audio', 'audio', same('Audio'), same('audio'),
    t('DACs, amplifiers, speakers and microphones for your own audio projects.', 'DACs, versterkers, speakers en microfoons voor je eigen audioprojecten.', 'DACs, Verstärker, Lautsprecher und Mikrofone für eigene Audioprojekte.')),
  c('smarthome', 'smarthome', t('Smart home', 'Domotica', 'Smart Home'), t('smart-home', 'domotica', 'smart-home'),
    t('Make your home smarter with Home Assistant, Zigbee and Wi-Fi switches.', 'Maak je huis slimmer met Home Assistant, Zigbee en wifi-schakelaars.', 'Machen Sie Ihr Zuhause smarter mit Home Assistant, Zigbee und WLAN-Schaltern.'), [
      c('smart-switches', 'smarthome', t('Smart plugs & switches', 'Slimme stekkers & schakelaars', 'Smarte Stecker & Schalter'), t('smart-plugs-switches', 'slimme-stekkers-schakelaars', 'smarte-stecker-schalter'),
        t('Switch and measure lights and appliances from your phone or automation.', 'Schakel en meet lampen en apparaten via je telefoon of automatisering.', 'Schalten und messen Sie Lampen und Geräte per Smartphone oder Automation.')),
      c('smart-hubs', 'smarthome', t('Hubs & controllers', 'Hubs & controllers', 'Gateways & Zentralen'), t('hubs-controllers', 'hubs-controllers', 'gateways-zentralen'),
        t('Home Assistant hardware and Zigbee or Thread coordinators.', 'Home Assistant-hardware en Zigbee- of Thread-coördinatoren.', 'Home-Assistant-Hardware und Zigbee- oder Thread-Koordinatoren.')),
    ]),
];

export type FlatCategory = {
  id: number;
  key: string;
  parentId: number | null;
  depth: number;
  position: number;
  kind: PlaceholderKind;
  def: CategoryDef;
  /** Ids from the root down to and including this category. */
  path: number[];
  isLeaf: boolean;
};

let flat: FlatCategory[] | undefined;

/** The tree in depth-first order with ids 1, 2, 3, … */
export function flattenCategories(): FlatCategory[] {
  if (flat) return flat;
  const out: FlatCategory[] = [];
  const walk = (defs: CategoryDef[], parent: FlatCategory | null) => {
    defs.forEach((def, position) => {
      const id = out.length + 1;
      const node: FlatCategory = {
        id, key: def.key, parentId: parent?.id ?? null, depth: (parent?.depth ?? 0) + 1, position, kind: def.kind, def,
        path: [...(parent?.path ?? []), id], isLeaf: !def.children?.length,
      };
      out.push(node);
      if (def.children) walk(def.children, node);
    });
  };
  walk(CATEGORY_TREE, null);
  flat = out;
  return out;
}
