/**
 * A composite kit's step rules: checking parts, the default configuration and how far a part may
 * go (docs/catalogue.md, kits).
 */
import { describe, expect, it } from 'vitest';
import { checkKit, defaultKitParts, MAX_STEP_PIECES, partBounds, type KitStepRule } from '#src/lib/cart/composite.ts';
import { parseParts } from '#src/lib/cart/lines.ts';

/** Part ids of the fixture kits (any ids do; these read well). */
const PI_2GB = 1,
  PI_8GB = 3,
  PSU_WHITE = 58,
  PSU_BLACK = 59,
  CASE_RW = 163,
  CASE_BG = 164,
  SD_32 = 97,
  SD_64 = 95;
const COOLER = 5,
  HDMI_1M = 123,
  HDMI_2M = 126,
  CAMERA = 277;
const UNO = 28,
  MOTORS = 246,
  DRIVER = 244,
  SONAR = 208,
  SONAR_P = 209,
  LIDAR = 210,
  BATTERY = 74;

const step = (s: Partial<KitStepRule> & Pick<KitStepRule, 'step' | 'products'>): KitStepRule => ({
  quantityMin: 1,
  quantityMax: 1,
  optional: false,
  infinite: false,
  ...s,
});
const choices = (...ids: number[]) => ids.map((id) => ({ id, isDefault: false }));

/** KIT-RPI5-BYO: four required single-choice steps (default Pi: the 8GB, not the first) and up to three optional extras. */
const byoKit: KitStepRule[] = [
  step({
    step: 1,
    products: [
      { id: PI_2GB, isDefault: false },
      { id: PI_8GB, isDefault: true },
    ],
  }),
  step({ step: 2, products: choices(PSU_WHITE, PSU_BLACK) }),
  step({ step: 3, products: choices(CASE_RW, CASE_BG) }),
  step({ step: 4, products: choices(SD_32, SD_64) }),
  step({ step: 5, quantityMin: 0, quantityMax: 3, optional: true, products: choices(COOLER, HDMI_1M, HDMI_2M, CAMERA) }),
];

/** KIT-ARD-ROBOTCAR: 1–2 motors and an optional "infinite" sensors step (suggested 4, at most MAX_STEP_PIECES). */
const robotCar: KitStepRule[] = [
  step({ step: 1, products: choices(UNO) }),
  step({ step: 2, quantityMax: 2, products: choices(MOTORS) }),
  step({ step: 3, products: choices(DRIVER) }),
  step({ step: 4, quantityMin: 0, quantityMax: 4, optional: true, infinite: true, products: choices(SONAR, SONAR_P, LIDAR) }),
  step({ step: 5, products: choices(BATTERY) }),
];

const byoDefault = [PI_8GB, PSU_WHITE, CASE_RW, SD_32];
const parts = (...ids: number[]) => parseParts(`[${ids.join(',')}]`)!;

describe('checkKit', () => {
  it('accepts the default configuration and answers the parts in step order', () => {
    const checked = checkKit(byoKit, parts(SD_32, CASE_RW, PSU_WHITE, PI_8GB));
    expect(checked).toEqual({
      ok: true,
      parts: [
        { step: 1, productId: PI_8GB, quantity: 1 },
        { step: 2, productId: PSU_WHITE, quantity: 1 },
        { step: 3, productId: CASE_RW, quantity: 1 },
        { step: 4, productId: SD_32, quantity: 1 },
      ],
    });
  });

  it('orders parts of one step as the step lists its choices', () => {
    const checked = checkKit(byoKit, parts(...byoDefault, CAMERA, COOLER, HDMI_2M));
    expect(checked.ok && checked.parts.filter((p) => p.step === 5).map((p) => p.productId)).toEqual([COOLER, HDMI_2M, CAMERA]);
  });

  it('refuses a part the kit does not offer', () => {
    expect(checkKit(byoKit, parts(...byoDefault, 999))).toEqual({ ok: false, problem: { kind: 'unknown_part', productId: 999 } });
  });

  it('refuses a kit without parts', () => {
    expect(checkKit(byoKit, new Map())).toEqual({ ok: false, problem: { kind: 'empty' } });
  });

  it('refuses a required step left empty, naming the first such step', () => {
    expect(checkKit(byoKit, parts(PI_8GB, PSU_WHITE, SD_32))).toEqual({ ok: false, problem: { kind: 'too_few', step: 3, min: 1 } });
    expect(checkKit(byoKit, parts(COOLER))).toEqual({ ok: false, problem: { kind: 'too_few', step: 1, min: 1 } });
  });

  it('refuses more pieces than a step takes, counting all choices of the step together', () => {
    expect(checkKit(byoKit, parts(PI_8GB, PI_2GB, PSU_WHITE, CASE_RW, SD_32))).toEqual({ ok: false, problem: { kind: 'too_many', step: 1, max: 1 } });
    expect(checkKit(byoKit, parts(...byoDefault, COOLER, COOLER, HDMI_1M, CAMERA))).toEqual({ ok: false, problem: { kind: 'too_many', step: 5, max: 3 } });
  });

  it('allows an optional step to be empty or filled up to its maximum', () => {
    expect(checkKit(byoKit, parts(...byoDefault)).ok).toBe(true);
    expect(checkKit(byoKit, parts(...byoDefault, COOLER, COOLER, CAMERA)).ok).toBe(true);
  });

  it('lets an optional step with a minimum be empty, but not below its minimum once used', () => {
    const kit = [step({ step: 1, products: choices(UNO) }), step({ step: 2, quantityMin: 2, quantityMax: 4, optional: true, products: choices(SONAR) })];
    expect(checkKit(kit, parts(UNO)).ok).toBe(true);
    expect(checkKit(kit, parts(UNO, SONAR))).toEqual({ ok: false, problem: { kind: 'too_few', step: 2, min: 2 } });
    expect(checkKit(kit, parts(UNO, SONAR, SONAR)).ok).toBe(true);
  });

  it('takes an infinite step beyond its suggested maximum, up to MAX_STEP_PIECES', () => {
    const base = [UNO, MOTORS, DRIVER, BATTERY];
    expect(checkKit(robotCar, parts(...base, ...Array(5).fill(SONAR))).ok).toBe(true);
    expect(checkKit(robotCar, parts(...base, ...Array(MAX_STEP_PIECES - 1).fill(SONAR), LIDAR)).ok).toBe(true);
    expect(checkKit(robotCar, parts(...base, ...Array(MAX_STEP_PIECES).fill(SONAR), LIDAR))).toEqual({
      ok: false,
      problem: { kind: 'too_many', step: 4, max: MAX_STEP_PIECES },
    });
  });

  it('caps a finite step with a larger maximum at MAX_STEP_PIECES too', () => {
    const kit = [step({ step: 1, quantityMax: 500, products: choices(SONAR) })];
    expect(checkKit(kit, new Map([[SONAR, MAX_STEP_PIECES]])).ok).toBe(true);
    expect(checkKit(kit, new Map([[SONAR, MAX_STEP_PIECES + 1]]))).toEqual({ ok: false, problem: { kind: 'too_many', step: 1, max: MAX_STEP_PIECES } });
  });

  it('places a part offered by two steps in the first of them', () => {
    const kit = [step({ step: 1, products: choices(COOLER) }), step({ step: 2, quantityMin: 0, optional: true, products: choices(COOLER, CAMERA) })];
    expect(checkKit(kit, parts(COOLER))).toEqual({ ok: true, parts: [{ step: 1, productId: COOLER, quantity: 1 }] });
    expect(checkKit(kit, parts(COOLER, COOLER))).toEqual({ ok: false, problem: { kind: 'too_many', step: 1, max: 1 } });
  });
});

describe('defaultKitParts', () => {
  it("takes each required step's default choice, or its first, at the step minimum", () => {
    expect(defaultKitParts(byoKit)).toEqual(new Map(byoDefault.map((id) => [id, 1])));
    expect(defaultKitParts([step({ step: 1, quantityMin: 2, quantityMax: 3, products: choices(SONAR, LIDAR) })])).toEqual(new Map([[SONAR, 2]]));
  });

  it('leaves optional steps empty, and the result passes checkKit', () => {
    const defaults = defaultKitParts(robotCar);
    expect([...defaults.keys()]).toEqual([UNO, MOTORS, DRIVER, BATTERY]);
    expect(checkKit(robotCar, defaults).ok).toBe(true);
    expect(checkKit(byoKit, defaultKitParts(byoKit)).ok).toBe(true);
  });

  it('takes one piece of a required step whose minimum is 0', () => {
    expect(defaultKitParts([step({ step: 1, quantityMin: 0, products: choices(SONAR) })])).toEqual(new Map([[SONAR, 1]]));
  });

  it('skips a required step without choices', () => {
    expect(defaultKitParts([step({ step: 1, products: [] }), step({ step: 2, products: choices(UNO) })])).toEqual(new Map([[UNO, 1]]));
  });
});

describe('partBounds', () => {
  const byo = (n: number) => byoKit[n - 1]!;
  const sensors = robotCar[3]!;
  const motors = robotCar[1]!;

  it('pins the only part of a one-piece required step', () => {
    expect(partBounds(byo(1), 1, 1)).toEqual({ minAllowed: 1, maxAllowed: 1, canRemove: false });
  });

  it('lets a part of a 1–2 step grow to 2, and not be removed while alone', () => {
    expect(partBounds(motors, 1, 1)).toEqual({ minAllowed: 1, maxAllowed: 2, canRemove: false });
    expect(partBounds(motors, 2, 2)).toEqual({ minAllowed: 1, maxAllowed: 2, canRemove: false });
  });

  it('takes the other parts of the step into account', () => {
    const extras = byo(5);
    // two coolers and a camera: the coolers may go down to 1 or up to 2, and may be removed
    expect(partBounds(extras, 2, 3)).toEqual({ minAllowed: 1, maxAllowed: 2, canRemove: true });
    expect(partBounds(extras, 1, 3)).toEqual({ minAllowed: 1, maxAllowed: 1, canRemove: true });
    // a required 1–3 step with 1 of A and 1 of B: A may be removed since B still covers the minimum
    const sensorsStep = step({ step: 2, quantityMax: 3, products: choices(SONAR, LIDAR) });
    expect(partBounds(sensorsStep, 1, 2)).toEqual({ minAllowed: 1, maxAllowed: 2, canRemove: true });
  });

  it('lets the last part of an optional step be removed', () => {
    expect(partBounds(byo(5), 1, 1)).toEqual({ minAllowed: 1, maxAllowed: 3, canRemove: true });
    const optionalPair = step({ step: 2, quantityMin: 2, quantityMax: 4, optional: true, products: choices(SONAR, LIDAR) });
    expect(partBounds(optionalPair, 2, 2).canRemove).toBe(true);
    // with another part left below the minimum, it may not
    expect(partBounds(optionalPair, 1, 2)).toEqual({ minAllowed: 1, maxAllowed: 3, canRemove: false });
  });

  it('keeps the minimum a step needs when a part of a larger required step shrinks', () => {
    const three = step({ step: 2, quantityMin: 3, quantityMax: 5, products: choices(SONAR, LIDAR) });
    expect(partBounds(three, 2, 3)).toEqual({ minAllowed: 2, maxAllowed: 4, canRemove: false });
  });

  it('goes up to MAX_STEP_PIECES in an infinite step, not to its suggested maximum', () => {
    expect(partBounds(sensors, 1, 1)).toEqual({ minAllowed: 1, maxAllowed: MAX_STEP_PIECES, canRemove: true });
    expect(partBounds(sensors, 5, 7)).toEqual({ minAllowed: 1, maxAllowed: MAX_STEP_PIECES - 2, canRemove: true });
  });

  it('never tells a part to shrink below what it has when the step is already over its limit', () => {
    expect(partBounds(byo(1), 1, 2).maxAllowed).toBe(1);
    expect(partBounds(motors, 3, 3).maxAllowed).toBe(3);
  });
});
