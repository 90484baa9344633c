/** The expert's knowledge cards in German: the English site's facts, translated, with its figures from FACTS. */
import { FACTS as F, usd } from '../facts.ts';
import type { Card } from '../topics.ts';

export const cards: readonly Card[] = [
  {
    topic: 'temperature',
    question: 'Welche Temperatur sollte ein Weinkeller haben?',
    keywords: ['temperatur', 'grad', 'warm', 'kalt', 'kuhl', 'hitze'],
    answer: `Der Richtwert für die Weinlagerung ist ${F.tempF} °F (${F.tempC} °C). Stabilität zählt mehr als der genaue Wert: Eine langsame, kleine Schwankung schadet weit weniger als ein schneller täglicher Wechsel, denn jedes Erwärmen dehnt den Wein aus und drückt auf den Korken, jedes Abkühlen zieht wieder Luft hinein.`,
  },
  {
    topic: 'humidity',
    question: 'Welche Luftfeuchtigkeit braucht ein Weinkeller?',
    keywords: ['feucht', 'luftfeuchte', 'luftfeuchtigkeit', 'schimmel', 'trocken', 'korken'],
    answer: `Ziel ist eine relative Luftfeuchtigkeit von ${F.humidityLow} bis ${F.humidityHigh} %, ideal ${F.idealLow} bis ${F.idealHigh} %. Liegt sie lange unter etwa ${F.humidityLow} %, trocknet das äußere Ende des Korkens aus und kann schrumpfen; über etwa ${F.humidityHigh} % wächst Schimmel auf Etiketten, Holzregalen und Wänden.`,
  },
  {
    topic: 'cooling',
    question: 'Wie wird das Kühlgerät eines Weinkellers dimensioniert?',
    keywords: ['kuhlung', 'kuhlgerat', 'klima', 'klimaanlage', 'btu', 'leistung', 'kuhlen'],
    answer: `Ausgangspunkt ist die Wärme, die der Raum aufnimmt (Wände, Decke, Boden, Tür, Glas, Luftundichtigkeiten, Licht und Personen), nicht sein Volumen. Kellerkühlgeräte werden so ausgelegt, dass sie etwa ${F.runHours} von 24 Stunden laufen, plus ${F.safetyPercent} % Sicherheitszuschlag. Nicht „sicherheitshalber“ überdimensionieren: Zyklen unter etwa ${F.minCycleMinutes} Minuten verkürzen die Lebensdauer des Verdichters und lassen die Feuchte schwanken. Unser Klimarechner rechnet Fläche für Fläche.`,
  },
  {
    topic: 'insulation',
    question: 'Wohin gehört die Dampfsperre, und wie viel Dämmung ist nötig?',
    keywords: ['dammung', 'dammen', 'isolier', 'dampfsperre', 'dampf', 'kondens', 'wand'],
    answer: `Die Dampfsperre gehört auf die warme Seite der Dämmung, also zur Seite des übrigen Hauses, durchgehend über Wände und Decke, mit verklebten Stößen. Die Hersteller verlangen für Innenwände mindestens R-${F.minWallR}; schwächer gedämmt nimmt der Raum schneller Wärme auf, als ein richtig ausgelegtes Gerät abführen kann.`,
  },
  {
    topic: 'failure',
    question: 'Warum scheitern so viele Weinkeller?',
    keywords: ['scheitern', 'scheitert', 'fehler', 'probleme', 'misslung', 'schiefgeh'],
    answer: `Nach unserer Erfahrung haben etwa ${F.failPercent} % der Keller, die wir begutachten sollen, einen Planungsfehler, und nur etwa ${F.succeedPercent} % wurden richtig gebaut. Die üblichen Ursachen: eine fehlende oder falsch platzierte Dampfsperre, zu dünne Dämmung, Glas, das in der Wärmelast niemand berücksichtigt hat, und eine Kühlung, die zu klein oder zu groß ist oder ihre Abluft in einen zu warmen Raum bläst.`,
  },
  {
    topic: 'cost',
    question: 'Was kostet ein maßgefertigter Weinkeller?',
    keywords: ['kostet', 'kosten', 'preis', 'teuer', 'was kost'],
    answer: `Professionelle Weinkeller, die wir planen und bauen, kosten meist ${usd(F.pricingFrom)} bis ${usd(F.pricingTo)} und mehr, je nach Größe, Regalen, Glas und Kühlung. Unser Kostenrechner liefert in einer Minute eine aufgeschlüsselte Spanne, und das kostenlose Angebot macht daraus ein Budget für Ihren Raum.`,
  },
  {
    topic: 'timeline',
    question: 'Wie lange dauert der Bau?',
    keywords: ['wie lange', 'dauer', 'dauert', 'wochen', 'bauzeit', 'zeitplan'],
    answer: `Der Bau dauert ${F.weeksMin} bis ${F.weeksMax} Wochen, sobald die Planung freigegeben ist. Planung, Genehmigungen und Lieferzeiten der Geräte kommen davor; das Angebot enthält einen Zeitplan.`,
  },
  {
    topic: 'warranty',
    question: 'Welche Garantien bieten Sie?',
    keywords: ['garantie', 'gewahrleistung'],
    answer: `Auf den Bau gibt es ${F.constructionYears} Jahre Garantie, auf die Klimatechnik ${F.climateYears} Jahre und auf die Regale eine lebenslange Garantie. Die Bedingungen erhalten Sie schriftlich mit dem Angebot.`,
  },
  {
    topic: 'quote',
    question: 'Was umfasst das kostenlose Angebot?',
    keywords: ['angebot', 'kostenlos', 'gratis', 'beratung'],
    answer: `Eine Beratung mit einem Planer, die Prüfung Ihres Raums und Ihrer Sammlung, einen ersten Grundriss, eine Empfehlung zur Kühlung und eine aufgeschlüsselte Budgetspanne. Wir bewerten es mit ${usd(F.quoteValue)}; es ist kostenlos und unverbindlich. Wir antworten auf jede Anfrage innerhalb von ${F.responseHours} Stunden und nehmen nur ${F.spotsPerQuarter} neue Projekte pro Quartal an.`,
  },
  {
    topic: 'experience',
    question: 'Welche Erfahrung haben Sie?',
    keywords: ['erfahrung', 'wie viele keller', 'bewertung', 'kunden', 'referenzen'],
    answer: `Wir haben in ${F.years} Jahren ${F.cellarsBuilt} maßgefertigte Weinkeller geplant und gebaut, für Sammler, Hausbesitzer, Restaurants und Unternehmen. Unsere Kunden bewerten uns mit ${F.rating} aus ${F.reviewCount} Bewertungen.`,
  },
  {
    topic: 'contact',
    question: 'Wie erreiche ich Sie?',
    keywords: ['kontakt', 'erreiche', 'telefon', 'anrufen', 'e mail', 'email'],
    answer: `Schreiben Sie an ${F.email} oder rufen Sie ${F.phone} an. Sie können auch die Angebotsanfrage dieser Seite auf Deutsch senden: Sie kommt bei uns mit Ihrer Sprache markiert an, und wir antworten innerhalb von ${F.responseHours} Stunden.`,
  },
];
