/** Text building blocks for product reviews (1–5 stars) and shop reviews (1–10). */
import type { Locale } from '../util.ts';

export const FIRST_NAMES: Record<Locale, string[]> = {
  nl: ['Jan', 'Sanne', 'Pieter', 'Lotte', 'Daan', 'Emma', 'Bram', 'Fleur', 'Joost', 'Anouk', 'Thijs', 'Iris', 'Ruben', 'Marloes', 'Koen', 'Sophie',
    'Wouter', 'Eva', 'Sander', 'Lieke', 'Gert-Jan', 'Noor', 'Maarten', 'Esther', 'Tim', 'Femke', 'Bas', 'Ilse', 'Jeroen', 'Mirjam', 'Hans', 'Kim'],
  en: ['James', 'Olivia', 'Tom', 'Charlotte', 'Harry', 'Amelia', 'Jack', 'Sophie', 'Oliver', 'Grace', 'Daniel', 'Emily', 'Sam', 'Hannah', 'Ben', 'Lucy',
    'Chris', 'Megan', 'Alex', 'Rachel', 'Mark', 'Laura', 'Pete', 'Kate'],
  de: ['Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Laura', 'Maximilian', 'Julia', 'Tobias', 'Sarah', 'Stefan', 'Katharina', 'Michael', 'Sabine', 'Florian',
    'Miriam', 'Jan', 'Nina', 'Thomas', 'Claudia', 'Matthias', 'Franziska', 'Andreas', 'Birgit'],
};

export const LAST_NAMES: Record<Locale, string[]> = {
  nl: ['de Vries', 'Jansen', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks',
    'van Dijk', 'Dekker', 'Brouwer', 'van Leeuwen', 'Kok', 'Verhoeven'],
  en: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Hughes', 'Green', 'Hall'],
  de: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Richter', 'Klein', 'Wolf'],
};

type Texts = Record<Locale, Array<[title: string, body: string]>>;

/** Product reviews by star rating (index 0 = 1 star … 4 = 5 stars). */
export const PRODUCT_REVIEW_TEXTS: Texts[] = [
  {
    en: [['Did not work', 'Arrived dead on arrival. Support sent a replacement quickly, but I was disappointed.'], ['Not for me', 'Poor documentation and it did not work with my set-up. Returned it.']],
    nl: [['Werkte niet', 'Kwam defect binnen. De klantenservice stuurde snel een nieuwe, maar ik was wel teleurgesteld.'], ['Niet voor mij', 'Slechte documentatie en het werkte niet met mijn opstelling. Teruggestuurd.']],
    de: [['Hat nicht funktioniert', 'Kam defekt an. Der Support hat schnell Ersatz geschickt, trotzdem war ich enttäuscht.'], ['Nichts für mich', 'Schlechte Dokumentation und es lief nicht mit meinem Aufbau. Zurückgeschickt.']],
  },
  {
    en: [['Below expectations', 'It works, but the build quality is worse than I expected for the price.'], ['Meh', 'Took a lot of fiddling to get it running. The description could be clearer.']],
    nl: [['Valt tegen', 'Het werkt, maar de afwerking is minder dan ik voor deze prijs had verwacht.'], ['Matig', 'Veel gepriegel voordat het werkte. De omschrijving mag duidelijker.']],
    de: [['Enttäuschend', 'Es funktioniert, aber die Verarbeitung ist schlechter, als ich für den Preis erwartet habe.'], ['Mittelmäßig', 'Viel Gefummel, bis es lief. Die Beschreibung könnte klarer sein.']],
  },
  {
    en: [['Does the job', 'Nothing special, but it does what it should.'], ['Okay', 'Works fine once you find the right library. Instructions are a bit thin.'], ['Average', 'Fine for a hobby project, I would not use it in anything serious.']],
    nl: [['Doet wat het moet doen', 'Niets bijzonders, maar het doet wat het moet doen.'], ['Prima', 'Werkt goed zodra je de juiste bibliotheek hebt gevonden. De handleiding is wat summier.'], ['Gemiddeld', 'Prima voor een hobbyproject, voor iets serieus zou ik het niet gebruiken.']],
    de: [['Erfüllt seinen Zweck', 'Nichts Besonderes, aber es tut, was es soll.'], ['Okay', 'Funktioniert gut, sobald man die richtige Bibliothek gefunden hat. Die Anleitung ist etwas dünn.'], ['Durchschnitt', 'Für ein Hobbyprojekt in Ordnung, für etwas Ernsthaftes würde ich es nicht nehmen.']],
  },
  {
    en: [['Good value', 'Works well and was delivered quickly. One star off because the documentation could be better.'], ['Very good', 'Does exactly what I needed. Solid build quality.'], ['Happy with it', 'Up and running in no time. Would buy again.'], ['Nice product', 'Good quality, only the packaging was a bit excessive.']],
    nl: [['Goede prijs-kwaliteit', 'Werkt goed en werd snel geleverd. Eén ster minder omdat de documentatie beter kan.'], ['Erg goed', 'Doet precies wat ik nodig had. Degelijk gemaakt.'], ['Tevreden', 'Binnen no-time aan de praat. Zou het zo weer kopen.'], ['Mooi product', 'Goede kwaliteit, alleen de verpakking was wat overdreven.']],
    de: [['Gutes Preis-Leistungs-Verhältnis', 'Funktioniert gut und wurde schnell geliefert. Ein Stern Abzug, weil die Doku besser sein könnte.'], ['Sehr gut', 'Macht genau das, was ich brauchte. Solide verarbeitet.'], ['Zufrieden', 'In kürzester Zeit am Laufen. Würde ich wieder kaufen.'], ['Schönes Produkt', 'Gute Qualität, nur die Verpackung war etwas übertrieben.']],
  },
  {
    en: [['Excellent', 'Works perfectly with my Raspberry Pi. Ordered in the afternoon, on my doormat the next morning.'], ['Highly recommended', 'Great quality and exactly as described. Setting it up took five minutes.'], ['Perfect', 'Does what it says on the tin. Already ordered a second one.'], ['Top', 'Used it in a school project and it worked first time. Clear instructions too.'], ['Great', 'Solid, well made and the price is fair. Very happy.']],
    nl: [['Uitstekend', 'Werkt perfect met mijn Raspberry Pi. Middag besteld, de volgende ochtend op de mat.'], ['Echt een aanrader', 'Prima kwaliteit en precies zoals beschreven. Installeren was in vijf minuten gepiept.'], ['Perfect', 'Doet wat het belooft. Heb er meteen nog een besteld.'], ['Top', 'Gebruikt voor een schoolproject en het werkte in één keer. Ook een duidelijke handleiding.'], ['Super', 'Stevig, goed gemaakt en een eerlijke prijs. Heel tevreden.']],
    de: [['Ausgezeichnet', 'Funktioniert perfekt mit meinem Raspberry Pi. Nachmittags bestellt, am nächsten Morgen im Briefkasten.'], ['Absolut empfehlenswert', 'Tolle Qualität und genau wie beschrieben. Die Einrichtung hat fünf Minuten gedauert.'], ['Perfekt', 'Hält, was es verspricht. Habe direkt ein zweites bestellt.'], ['Top', 'Für ein Schulprojekt verwendet und es lief auf Anhieb. Dazu eine klare Anleitung.'], ['Klasse', 'Stabil, gut verarbeitet und ein fairer Preis. Sehr zufrieden.']],
  },
];

/** Star weights for product reviews, 1 … 5 stars (skewed high). */
export const PRODUCT_RATING_WEIGHTS = [3, 4, 9, 27, 57];

/**
 * Shop-review rating counts (1–10). 5588 reviews, sum 51971 → average 9.30; asserted by the seed.
 */
export const SHOP_RATING_COUNTS: Record<number, number> = { 10: 3300, 9: 1500, 8: 430, 7: 170, 6: 70, 5: 45, 4: 25, 3: 18, 2: 12, 1: 18 };
export const SHOP_REVIEW_TOTAL = 5588;
export const SHOP_REVIEW_AVERAGE = 9.3;

type Parts = { titles: string[]; openers: string[]; details: string[]; closers: string[] };

/** Shop review building blocks per locale, for high (9–10), medium (7–8) and low (1–6) ratings. */
export const SHOP_REVIEW_PARTS: Record<Locale, { high: Parts; mid: Parts; low: Parts }> = {
  nl: {
    high: {
      titles: ['Snel en goed geholpen', 'Topwinkel!', 'Altijd snel geleverd', 'Prima service', 'Aanrader', 'Super snelle levering', 'Zeer tevreden', 'Fijne webshop', 'Uitstekend', 'Weer top geregeld'],
      openers: ['Voor 16:00 besteld en de volgende ochtend al in huis.', 'Ik bestel hier al jaren en het gaat altijd goed.', 'Mijn bestelling was binnen een dag binnen.', 'Alles was netjes verpakt en compleet.', 'Voor het eerst hier besteld en meteen fan.'],
      details: ['Via WhatsApp kreeg ik binnen tien minuten antwoord op mijn vraag over de juiste voeding.', 'Het assortiment is groot en de productinformatie klopt.', 'Prijzen zijn scherp en de verzendkosten redelijk.', 'De Raspberry Pi 5 was elders uitverkocht, hier gewoon op voorraad.', 'De track-and-trace werkte perfect.', 'Een verkeerd besteld kabeltje werd zonder gedoe omgeruild.'],
      closers: ['Ik kom zeker terug!', 'Aanrader voor iedere maker.', 'Ga zo door!', 'Volgende keer weer hier.', ''],
    },
    mid: {
      titles: ['Goed, maar kan beter', 'Prima', 'Redelijk tevreden', 'Op zich goed'],
      openers: ['De bestelling kwam netjes aan.', 'Product is prima in orde.', 'Levering duurde een dag langer dan verwacht.'],
      details: ['Eén artikel werd apart nagestuurd, wat wel netjes gecommuniceerd werd.', 'De website zou wat overzichtelijker mogen bij het filteren.', 'De verzendkosten vind ik voor kleine bestellingen aan de hoge kant.'],
      closers: ['Verder geen klachten.', 'Over het algemeen tevreden.', ''],
    },
    low: {
      titles: ['Teleurgesteld', 'Niet zoals verwacht', 'Duurde te lang', 'Matige ervaring'],
      openers: ['Mijn pakket was pas na een week binnen.', 'Er ontbrak een onderdeel in mijn bestelling.', 'Het product stond op voorraad maar bleek uitverkocht.'],
      details: ['De klantenservice heeft het uiteindelijk wel opgelost.', 'Ik moest twee keer mailen voordat ik antwoord kreeg.', 'De vervoerder had het pakket bij de verkeerde buren afgeleverd.'],
      closers: ['Hopelijk gaat het de volgende keer beter.', 'Jammer.', ''],
    },
  },
  en: {
    high: {
      titles: ['Fast and helpful', 'Great shop!', 'Quick delivery', 'Excellent service', 'Highly recommended', 'Very happy', 'Always reliable', 'Top notch'],
      openers: ['Ordered before 4 pm and it arrived the next morning.', 'I have ordered here many times and it always goes smoothly.', 'Everything was well packed and complete.', 'First order here and I am impressed.'],
      details: ['Their WhatsApp support helped me pick the right power supply within minutes.', 'Great range of products and the descriptions are accurate.', 'Prices are fair and shipping to the UK was quicker than expected.', 'They had the Raspberry Pi 5 in stock when everyone else was sold out.'],
      closers: ['Will definitely order again.', 'Recommended for any maker.', 'Keep it up!', ''],
    },
    mid: {
      titles: ['Good, could be better', 'Decent', 'Mostly happy'],
      openers: ['The order arrived in good condition.', 'Delivery took a day longer than promised.'],
      details: ['One item was sent separately, but they let me know.', 'Shipping costs for small orders are a bit high.'],
      closers: ['Otherwise fine.', ''],
    },
    low: {
      titles: ['Disappointed', 'Took too long', 'Not great'],
      openers: ['My parcel took over a week.', 'A part was missing from my order.'],
      details: ['Customer service did sort it out in the end.', 'I had to e-mail twice before getting a reply.'],
      closers: ['Hope it goes better next time.', ''],
    },
  },
  de: {
    high: {
      titles: ['Schnell und kompetent', 'Toller Shop!', 'Blitzschnelle Lieferung', 'Super Service', 'Sehr empfehlenswert', 'Rundum zufrieden', 'Immer zuverlässig'],
      openers: ['Vor 16 Uhr bestellt und zwei Tage später in Deutschland angekommen.', 'Ich bestelle hier regelmäßig und es klappt immer.', 'Alles war ordentlich verpackt und vollständig.', 'Zum ersten Mal hier bestellt und sofort überzeugt.'],
      details: ['Der Support hat mir per WhatsApp schnell beim passenden Netzteil geholfen.', 'Großes Sortiment und die Produktbeschreibungen stimmen.', 'Faire Preise und moderate Versandkosten.', 'Der Raspberry Pi 5 war hier lieferbar, als er überall sonst ausverkauft war.'],
      closers: ['Gerne wieder!', 'Klare Empfehlung für alle Bastler.', 'Weiter so!', ''],
    },
    mid: {
      titles: ['Gut, aber ausbaufähig', 'In Ordnung', 'Größtenteils zufrieden'],
      openers: ['Die Bestellung kam gut an.', 'Die Lieferung dauerte einen Tag länger als angegeben.'],
      details: ['Ein Artikel wurde separat nachgeschickt, das wurde aber gut kommuniziert.', 'Die Versandkosten sind bei kleinen Bestellungen etwas hoch.'],
      closers: ['Ansonsten alles gut.', ''],
    },
    low: {
      titles: ['Enttäuscht', 'Hat zu lange gedauert', 'Nicht überzeugt'],
      openers: ['Mein Paket war über eine Woche unterwegs.', 'In meiner Bestellung fehlte ein Teil.'],
      details: ['Der Kundenservice hat es am Ende gelöst.', 'Ich musste zweimal schreiben, bis eine Antwort kam.'],
      closers: ['Hoffentlich klappt es beim nächsten Mal besser.', ''],
    },
  },
};
