import { describe, expect, it } from 'vitest';
import { COMMON_WORD_PRODUCTS, splitCompound, vocabularyOf } from '#src/server/search/compounds.ts';

/** Words with how many products use them, as the index counts them; short words need to be common. */
const common = (...words: string[]) => words.map((w) => [w, 40] as const);
const rare = (...words: string[]) => words.map((w) => [w, 1] as const);

const nl = vocabularyOf([
  ...common('usb', 'led', 'kit', 'kabel', 'sensor', 'temperatuur', 'voeding', 'adapter', 'behuizing', 'project', 'rail', 'starter', 'motor', 'beweging'),
  ...common('vochtigheids', 'luchtdruk', 'afstand', 'touch', 'gigabit', 'switch', 'micro', 'servo', 'radar'),
  ...rare('one', 'ion', 'con'),
]);
const de = vocabularyOf([
  ...common('usb', 'kabel', 'sensor', 'temperatur', 'netzteil', 'gehäuse', 'luftdruck', 'aluminium', 'stecker', 'bewegung', 'feuchtigkeits'),
  ...common('schritt', 'motor', 'relais', 'modul', 'widerstand', 'sortiment'),
]);
const en = vocabularyOf([...common('power', 'bank', 'board', 'red', 'usb', 'cable'), ...rare('ion', 'one', 'ring')]);

describe('compound splitting', () => {
  it('splits Dutch compounds on known parts, with and without a linking s', () => {
    expect(splitCompound('temperatuursensor', nl, 'nl')).toEqual(['temperatuur', 'sensor']);
    expect(splitCompound('usbkabel', nl, 'nl')).toEqual(['usb', 'kabel']);
    expect(splitCompound('voedingsadapter', nl, 'nl')).toEqual(['voeding', 'adapter']);
    expect(splitCompound('projectbehuizing', nl, 'nl')).toEqual(['project', 'behuizing']);
    expect(splitCompound('afstandssensor', nl, 'nl')).toEqual(['afstand', 'sensor']);
    expect(splitCompound('bewegingssensor', nl, 'nl')).toEqual(['beweging', 'sensor']);
  });

  it('splits German compounds, with the linking sounds s, n and en', () => {
    expect(splitCompound('temperatursensor', de, 'de')).toEqual(['temperatur', 'sensor']);
    expect(splitCompound('feuchtigkeitssensor', de, 'de')).toEqual(['feuchtigkeits', 'sensor']);
    expect(splitCompound('luftdrucksensor', de, 'de')).toEqual(['luftdruck', 'sensor']);
    expect(splitCompound('aluminiumgehäuse', de, 'de')).toEqual(['aluminium', 'gehäuse']);
    expect(splitCompound('schrittmotor', de, 'de')).toEqual(['schritt', 'motor']);
    expect(splitCompound('widerstandssortiment', de, 'de')).toEqual(['widerstand', 'sortiment']);
  });

  it('splits a compound of three parts', () => {
    expect(splitCompound('usbkabelsensor', nl, 'nl')).toEqual(['usb', 'kabel', 'sensor']);
    expect(splitCompound('relaismodulgehäuse', de, 'de')).toEqual(['relais', 'modul', 'gehäuse']);
  });

  it('keeps at most one unknown part, never the last one (the head says what the thing is)', () => {
    // "Hutschiene" is not a word of the catalogue, "Netzteil" is.
    expect(splitCompound('hutschienennetzteil', de, 'de')).toEqual(['hutschienen', 'netzteil']);
    expect(splitCompound('zwischenstecker', de, 'de')).toEqual(['zwischen', 'stecker']);
    // "creen" and "trip" are not words: no split, rather than a wrong one.
    expect(splitCompound('touchscreen', nl, 'nl')).toBeNull();
    expect(splitCompound('bewegungsmelder', de, 'de')).toBeNull();
    // Two parts nobody knows are no compound.
    expect(splitCompound('raspberry', en, 'en')).toBeNull();
  });

  it('splits on short words only when they are common', () => {
    expect(COMMON_WORD_PRODUCTS).toBeGreaterThan(1);
    expect(splitCompound('soldering', en, 'en')).toBeNull(); // "ring" (of "NeoPixel Ring") is rare
    expect(splitCompound('usbcable', en, 'en')).toEqual(['usb', 'cable']);
    expect(splitCompound('redboard', en, 'en')).toEqual(['red', 'board']);
    // "ion" (of "Li-ion") and "one" (of "Argon ONE") are one product's words: no "stat" + "ion".
    expect(splitCompound('station', en, 'en')).toBeNull();
    expect(splitCompound('ultrasone', nl, 'nl')).toBeNull();
  });

  it('reads the first half of a coordination as its part: "vochtigheids-" stands for "vochtigheid"', () => {
    const coordination = vocabularyOf(common('vochtigheid', 'temperatuur', 'sensor'));
    expect(splitCompound('vochtigheids', coordination, 'nl')).toEqual(['vochtigheid']);
    expect(splitCompound('vochtigheidssensor', coordination, 'nl')).toEqual(['vochtigheid', 'sensor']);
    // English has no linking sounds.
    expect(splitCompound('cables', vocabularyOf(common('cable')), 'en')).toBeNull();
  });

  it('lets the last part be the start of a word while it is being typed', () => {
    expect(splitCompound('usbkab', nl, 'nl')).toBeNull();
    expect(splitCompound('usbkab', nl, 'nl', { prefix: true })).toEqual(['usb', 'kab']);
    expect(splitCompound('temperatuursen', nl, 'nl', { prefix: true })).toEqual(['temperatuur', 'sen']);
  });

  it('splits only words of letters that are not themselves a single part', () => {
    expect(splitCompound('usb3kabel', nl, 'nl')).toBeNull();
    expect(splitCompound('sensor', nl, 'nl')).toBeNull();
    expect(splitCompound('kabel', nl, 'nl')).toBeNull();
    expect(splitCompound('', nl, 'nl')).toBeNull();
  });

  it('prefers known parts over unknown ones, and fewer parts over more', () => {
    expect(splitCompound('gigabitswitch', nl, 'nl')).toEqual(['gigabit', 'switch']);
    expect(splitCompound('radarbewegingssensor', nl, 'nl')).toEqual(['radar', 'beweging', 'sensor']);
    expect(splitCompound('microservo', nl, 'nl')).toEqual(['micro', 'servo']);
  });
});
