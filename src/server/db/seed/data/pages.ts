/**
 * Database-managed content pages: one entry per translation key, a path, title and HTML body per
 * locale. `draft` pages are seeded unpublished, to be seen through a preview link only.
 */
import type { Locale } from '../util.ts';

export type PageDef = {
  key: string;
  draft?: boolean;
  locales: Record<Locale, { path: string; title: string; body: string }>;
};

export const CONTENT_PAGES: PageDef[] = [
  {
    key: 'about',
    locales: {
      en: {
        path: 'about-us', title: 'About us',
        body: `<h2>Electronics for makers, since 2012</h2>
<p>We started as two hobbyists in a spare room in Leusden who could never find the right parts quickly. Today we ship tens of thousands of orders a year to makers, schools and businesses across Europe, but the idea is still the same: the right part, the right advice and fast delivery.</p>
<h3>What we stand for</h3>
<ul>
<li><strong>Original products</strong> – we buy directly from Raspberry Pi, Arduino, Adafruit and other manufacturers.</li>
<li><strong>Fast shipping</strong> – ordered before 16:00 on a weekday, shipped the same day.</li>
<li><strong>Honest advice</strong> – our team builds projects itself and is happy to help by phone, e-mail or WhatsApp.</li>
</ul>
<h3>Education and business</h3>
<p>Schools and companies can order on account and receive quotes for larger quantities. Get in touch and we will put together the right set for your class or product.</p>`,
      },
      nl: {
        path: 'over-ons', title: 'Over ons',
        body: `<h2>Elektronica voor makers, sinds 2012</h2>
<p>We begonnen als twee hobbyisten op een zolderkamer in Leusden die nooit snel de juiste onderdelen konden vinden. Inmiddels versturen we tienduizenden bestellingen per jaar naar makers, scholen en bedrijven in heel Europa, maar het idee is nog steeds hetzelfde: het juiste onderdeel, goed advies en snelle levering.</p>
<h3>Waar we voor staan</h3>
<ul>
<li><strong>Originele producten</strong> – we kopen rechtstreeks in bij Raspberry Pi, Arduino, Adafruit en andere fabrikanten.</li>
<li><strong>Snelle verzending</strong> – op werkdagen voor 16:00 besteld, dezelfde dag verzonden.</li>
<li><strong>Eerlijk advies</strong> – ons team bouwt zelf projecten en helpt je graag via telefoon, e-mail of WhatsApp.</li>
</ul>
<h3>Onderwijs en zakelijk</h3>
<p>Scholen en bedrijven kunnen op rekening bestellen en ontvangen een offerte voor grotere aantallen. Neem contact met ons op en we stellen de juiste set samen voor je klas of product.</p>`,
      },
      de: {
        path: 'ueber-uns', title: 'Über uns',
        body: `<h2>Elektronik für Maker, seit 2012</h2>
<p>Angefangen haben wir als zwei Bastler in einer Dachkammer in Leusden, die nie schnell die richtigen Teile fanden. Heute versenden wir jedes Jahr Zehntausende Bestellungen an Maker, Schulen und Unternehmen in ganz Europa – die Idee ist aber dieselbe geblieben: das richtige Teil, gute Beratung und schnelle Lieferung.</p>
<h3>Wofür wir stehen</h3>
<ul>
<li><strong>Originalprodukte</strong> – wir kaufen direkt bei Raspberry Pi, Arduino, Adafruit und anderen Herstellern ein.</li>
<li><strong>Schneller Versand</strong> – werktags bis 16:00 Uhr bestellt, am selben Tag versendet.</li>
<li><strong>Ehrliche Beratung</strong> – unser Team baut selbst Projekte und hilft Ihnen gern per Telefon, E-Mail oder WhatsApp.</li>
</ul>
<h3>Bildung und Unternehmen</h3>
<p>Schulen und Unternehmen können auf Rechnung bestellen und erhalten Angebote für größere Mengen. Sprechen Sie uns an, und wir stellen das passende Set für Ihre Klasse oder Ihr Produkt zusammen.</p>`,
      },
    },
  },
  {
    key: 'warranty',
    locales: {
      en: {
        path: 'service/warranty', title: 'Warranty',
        body: `<h2>Warranty and defects</h2>
<p>All products we sell are covered by the statutory warranty of at least two years. Some manufacturers offer a longer warranty; you will find this on the product page.</p>
<h3>Is something broken?</h3>
<ol>
<li>Check our FAQ and the manufacturer's documentation; many problems turn out to be a power supply or SD card issue.</li>
<li>Still not working? Report the defect via your account or send us an e-mail with your order number and a short description.</li>
<li>We will reply within 24 hours with a return label or a solution.</li>
</ol>
<h3>Not covered</h3>
<ul>
<li>Damage caused by incorrect wiring, overvoltage or soldering on the product.</li>
<li>Wear and tear of consumables such as soldering tips.</li>
</ul>`,
      },
      nl: {
        path: 'service/garantie', title: 'Garantie',
        body: `<h2>Garantie en defecten</h2>
<p>Op alle producten die we verkopen zit de wettelijke garantie van minimaal twee jaar. Sommige fabrikanten bieden een langere garantie; dat vind je op de productpagina.</p>
<h3>Is er iets kapot?</h3>
<ol>
<li>Bekijk onze veelgestelde vragen en de documentatie van de fabrikant; veel problemen blijken aan de voeding of de SD-kaart te liggen.</li>
<li>Werkt het nog steeds niet? Meld het defect via je account of stuur ons een e-mail met je ordernummer en een korte omschrijving.</li>
<li>We reageren binnen 24 uur met een retourlabel of een oplossing.</li>
</ol>
<h3>Niet gedekt</h3>
<ul>
<li>Schade door verkeerd aansluiten, overspanning of solderen aan het product.</li>
<li>Slijtage van verbruiksartikelen zoals soldeerpunten.</li>
</ul>`,
      },
      de: {
        path: 'service/garantie', title: 'Garantie',
        body: `<h2>Garantie und Defekte</h2>
<p>Für alle Produkte, die wir verkaufen, gilt die gesetzliche Gewährleistung von mindestens zwei Jahren. Einige Hersteller bieten eine längere Garantie; diese finden Sie auf der Produktseite.</p>
<h3>Ist etwas kaputt?</h3>
<ol>
<li>Sehen Sie in unseren FAQ und in der Dokumentation des Herstellers nach; viele Probleme liegen am Netzteil oder an der SD-Karte.</li>
<li>Funktioniert es immer noch nicht? Melden Sie den Defekt über Ihr Konto oder schreiben Sie uns eine E-Mail mit Bestellnummer und kurzer Beschreibung.</li>
<li>Wir antworten innerhalb von 24 Stunden mit einem Rücksendeetikett oder einer Lösung.</li>
</ol>
<h3>Nicht abgedeckt</h3>
<ul>
<li>Schäden durch falsches Anschließen, Überspannung oder Löten am Produkt.</li>
<li>Verschleiß von Verbrauchsteilen wie Lötspitzen.</li>
</ul>`,
      },
    },
  },
  {
    key: 'shipping',
    locales: {
      en: {
        path: 'shipping', title: 'Shipping and returns',
        body: `<h2>Shipping</h2>
<p>Orders placed before 16:00 on a weekday leave our warehouse the same day. Within the Netherlands and Belgium your parcel usually arrives the next working day.</p>
<table>
<thead><tr><th>Destination</th><th>Delivery time</th><th>Costs</th></tr></thead>
<tbody>
<tr><td>Netherlands</td><td>1 working day</td><td>€ 4.95, free from € 50</td></tr>
<tr><td>Belgium and Germany</td><td>1–2 working days</td><td>€ 6.95, free from € 75</td></tr>
<tr><td>Rest of Europe</td><td>2–5 working days</td><td>from € 9.95</td></tr>
</tbody>
</table>
<h2>Returns</h2>
<p>Changed your mind? You can return unused products within 14 days. Register your return in your account and we will refund the purchase price within 14 days of receiving it.</p>`,
      },
      nl: {
        path: 'verzending', title: 'Verzending en retouren',
        body: `<h2>Verzending</h2>
<p>Bestellingen die je op een werkdag voor 16:00 plaatst, verlaten dezelfde dag ons magazijn. Binnen Nederland en België is je pakket meestal de volgende werkdag in huis.</p>
<table>
<thead><tr><th>Bestemming</th><th>Levertijd</th><th>Kosten</th></tr></thead>
<tbody>
<tr><td>Nederland</td><td>1 werkdag</td><td>€ 4,95, gratis vanaf € 50</td></tr>
<tr><td>België en Duitsland</td><td>1–2 werkdagen</td><td>€ 6,95, gratis vanaf € 75</td></tr>
<tr><td>Rest van Europa</td><td>2–5 werkdagen</td><td>vanaf € 9,95</td></tr>
</tbody>
</table>
<h2>Retourneren</h2>
<p>Toch niet tevreden? Ongebruikte producten kun je binnen 14 dagen retourneren. Meld je retour aan via je account en we betalen het aankoopbedrag binnen 14 dagen na ontvangst terug.</p>`,
      },
      de: {
        path: 'versand', title: 'Versand und Rücksendungen',
        body: `<h2>Versand</h2>
<p>Bestellungen, die Sie werktags bis 16:00 Uhr aufgeben, verlassen noch am selben Tag unser Lager. Nach Deutschland ist Ihr Paket meist in ein bis zwei Werktagen da.</p>
<table>
<thead><tr><th>Ziel</th><th>Lieferzeit</th><th>Kosten</th></tr></thead>
<tbody>
<tr><td>Niederlande</td><td>1 Werktag</td><td>4,95 €, kostenlos ab 50 €</td></tr>
<tr><td>Belgien und Deutschland</td><td>1–2 Werktage</td><td>6,95 €, kostenlos ab 75 €</td></tr>
<tr><td>Übriges Europa</td><td>2–5 Werktage</td><td>ab 9,95 €</td></tr>
</tbody>
</table>
<h2>Rücksendungen</h2>
<p>Doch nicht zufrieden? Unbenutzte Produkte können Sie innerhalb von 14 Tagen zurückschicken. Melden Sie die Rücksendung in Ihrem Konto an, und wir erstatten den Kaufpreis innerhalb von 14 Tagen nach Eingang.</p>`,
      },
    },
  },
  {
    key: 'repair',
    draft: true,
    locales: {
      en: {
        path: 'service/repair', title: 'Repair service',
        body: `<h2>We repair your board</h2>
<p>A Raspberry Pi or Arduino that no longer starts after the warranty period does not have to go in the bin. Our technicians in Leusden examine it and tell you what a repair costs before they start.</p>
<ul>
<li><strong>Examination</strong> – € 15, deducted from the repair price if you go ahead.</li>
<li><strong>Turnaround</strong> – usually within five working days of receipt.</li>
<li><strong>Warranty</strong> – three months on the repaired part.</li>
</ul>`,
      },
      nl: {
        path: 'service/reparatie', title: 'Reparatieservice',
        body: `<h2>Wij repareren je bordje</h2>
<p>Een Raspberry Pi of Arduino die na de garantietermijn niet meer opstart, hoeft niet bij het afval. Onze technici in Leusden onderzoeken hem en vertellen je wat een reparatie kost voordat ze beginnen.</p>
<ul>
<li><strong>Onderzoek</strong> – € 15, verrekend met de reparatieprijs als je doorgaat.</li>
<li><strong>Doorlooptijd</strong> – meestal binnen vijf werkdagen na ontvangst.</li>
<li><strong>Garantie</strong> – drie maanden op het gerepareerde onderdeel.</li>
</ul>`,
      },
      de: {
        path: 'service/reparatur', title: 'Reparaturservice',
        body: `<h2>Wir reparieren Ihre Platine</h2>
<p>Ein Raspberry Pi oder Arduino, der nach der Garantiezeit nicht mehr startet, muss nicht in den Müll. Unsere Techniker in Leusden untersuchen ihn und sagen Ihnen vor Beginn, was eine Reparatur kostet.</p>
<ul>
<li><strong>Untersuchung</strong> – 15 €, die bei einer Reparatur verrechnet werden.</li>
<li><strong>Bearbeitungszeit</strong> – meist innerhalb von fünf Werktagen nach Eingang.</li>
<li><strong>Garantie</strong> – drei Monate auf das reparierte Teil.</li>
</ul>`,
      },
    },
  },
];
