/**
 * European countries: ISO 3166-1 alpha-2 id, names in en/nl/de, calling code, EU membership.
 * Position: NL, BE and DE first, then alphabetical by English name (computed in the seed).
 */
export type CountryDef = [id: string, en: string, nl: string, de: string, phonecode: string, eu: boolean];

export const COUNTRIES: CountryDef[] = [
  ['NL', 'Netherlands', 'Nederland', 'Niederlande', '+31', true],
  ['BE', 'Belgium', 'België', 'Belgien', '+32', true],
  ['DE', 'Germany', 'Duitsland', 'Deutschland', '+49', true],
  ['AT', 'Austria', 'Oostenrijk', 'Österreich', '+43', true],
  ['BG', 'Bulgaria', 'Bulgarije', 'Bulgarien', '+359', true],
  ['HR', 'Croatia', 'Kroatië', 'Kroatien', '+385', true],
  ['CY', 'Cyprus', 'Cyprus', 'Zypern', '+357', true],
  ['CZ', 'Czechia', 'Tsjechië', 'Tschechien', '+420', true],
  ['DK', 'Denmark', 'Denemarken', 'Dänemark', '+45', true],
  ['EE', 'Estonia', 'Estland', 'Estland', '+372', true],
  ['FI', 'Finland', 'Finland', 'Finnland', '+358', true],
  ['FR', 'France', 'Frankrijk', 'Frankreich', '+33', true],
  ['GR', 'Greece', 'Griekenland', 'Griechenland', '+30', true],
  ['HU', 'Hungary', 'Hongarije', 'Ungarn', '+36', true],
  ['IE', 'Ireland', 'Ierland', 'Irland', '+353', true],
  ['IT', 'Italy', 'Italië', 'Italien', '+39', true],
  ['LV', 'Latvia', 'Letland', 'Lettland', '+371', true],
  ['LT', 'Lithuania', 'Litouwen', 'Litauen', '+370', true],
  ['LU', 'Luxembourg', 'Luxemburg', 'Luxemburg', '+352', true],
  ['MT', 'Malta', 'Malta', 'Malta', '+356', true],
  ['PL', 'Poland', 'Polen', 'Polen', '+48', true],
  ['PT', 'Portugal', 'Portugal', 'Portugal', '+351', true],
  ['RO', 'Romania', 'Roemenië', 'Rumänien', '+40', true],
  ['SK', 'Slovakia', 'Slowakije', 'Slowakei', '+421', true],
  ['SI', 'Slovenia', 'Slovenië', 'Slowenien', '+386', true],
  ['ES', 'Spain', 'Spanje', 'Spanien', '+34', true],
  ['SE', 'Sweden', 'Zweden', 'Schweden', '+46', true],
  ['GB', 'United Kingdom', 'Verenigd Koninkrijk', 'Vereinigtes Königreich', '+44', false],
  ['CH', 'Switzerland', 'Zwitserland', 'Schweiz', '+41', false],
  ['NO', 'Norway', 'Noorwegen', 'Norwegen', '+47', false],
  ['IS', 'Iceland', 'IJsland', 'Island', '+354', false],
  ['LI', 'Liechtenstein', 'Liechtenstein', 'Liechtenstein', '+423', false],
  ['AL', 'Albania', 'Albanië', 'Albanien', '+355', false],
  ['AD', 'Andorra', 'Andorra', 'Andorra', '+376', false],
  ['BA', 'Bosnia and Herzegovina', 'Bosnië en Herzegovina', 'Bosnien und Herzegowina', '+387', false],
  ['BY', 'Belarus', 'Belarus', 'Belarus', '+375', false],
  ['MD', 'Moldova', 'Moldavië', 'Moldau', '+373', false],
  ['ME', 'Montenegro', 'Montenegro', 'Montenegro', '+382', false],
  ['MK', 'North Macedonia', 'Noord-Macedonië', 'Nordmazedonien', '+389', false],
  ['MC', 'Monaco', 'Monaco', 'Monaco', '+377', false],
  ['RS', 'Serbia', 'Servië', 'Serbien', '+381', false],
  ['SM', 'San Marino', 'San Marino', 'San Marino', '+378', false],
  ['TR', 'Turkey', 'Turkije', 'Türkei', '+90', false],
  ['UA', 'Ukraine', 'Oekraïne', 'Ukraine', '+380', false],
  ['VA', 'Vatican City', 'Vaticaanstad', 'Vatikanstadt', '+39', false],
  ['XK', 'Kosovo', 'Kosovo', 'Kosovo', '+383', false],
  ['GI', 'Gibraltar', 'Gibraltar', 'Gibraltar', '+350', false],
  ['FO', 'Faroe Islands', 'Faeröer', 'Färöer', '+298', false],
  ['JE', 'Jersey', 'Jersey', 'Jersey', '+44', false],
  ['GG', 'Guernsey', 'Guernsey', 'Guernsey', '+44', false],
];

/** Rows with positions: NL, BE, DE first, then by English name. */
export function countryRows(): Array<{ id: string; nameEn: string; nameNl: string; nameDe: string; phonecode: string; isEuMember: boolean; position: number }> {
  const first = ['NL', 'BE', 'DE'];
  const sorted = [...COUNTRIES].sort((a, b) => {
    const ia = first.indexOf(a[0]);
    const ib = first.indexOf(b[0]);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
    return a[1].localeCompare(b[1], 'en');
  });
  return sorted.map(([id, nameEn, nameNl, nameDe, phonecode, isEuMember], i) => ({ id, nameEn, nameNl, nameDe, phonecode, isEuMember, position: i + 1 }));
}
