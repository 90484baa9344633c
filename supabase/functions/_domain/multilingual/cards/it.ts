/** The expert's knowledge cards in Italian: the English site's facts, translated, with its figures from FACTS. */
import { FACTS as F, usd } from '../facts.ts';
import type { Card } from '../topics.ts';

export const cards: readonly Card[] = [
  {
    topic: 'temperature',
    question: 'Che temperatura deve avere una cantina?',
    keywords: ['temperatura', 'gradi', 'caldo', 'calore', 'freddo', 'fresca'],
    answer: `Il riferimento per conservare il vino è ${F.tempF} °F (${F.tempC} °C). Conta più la stabilità del valore esatto: una variazione lenta e piccola fa molto meno danno di un’escursione rapida ogni giorno, perché ogni volta che il vino si scalda si dilata e spinge sul tappo, e ogni volta che si raffredda si contrae e richiama aria.`,
  },
  {
    topic: 'humidity',
    question: 'Che umidità deve avere una cantina?',
    keywords: ['umidita', 'umido', 'muffa', 'secca', 'secco', 'tappo'],
    answer: `Puntate a un’umidità relativa tra il ${F.humidityLow} e il ${F.humidityHigh} %, idealmente tra il ${F.idealLow} e il ${F.idealHigh} %. A lungo sotto il ${F.humidityLow} % circa, l’estremità esterna del tappo si secca e può ritirarsi; sopra il ${F.humidityHigh} % circa, la muffa intacca etichette, scaffalature in legno e pareti.`,
  },
  {
    topic: 'cooling',
    question: 'Come si dimensiona il climatizzatore di una cantina?',
    keywords: ['climatizza', 'raffredda', 'refrigera', 'condizionatore', 'btu', 'potenza'],
    answer: `Si parte dal calore che la stanza riceve (pareti, soffitto, pavimento, porta, vetro, infiltrazioni d’aria, luci e persone), non dal suo volume. Gli impianti per cantina si dimensionano per funzionare circa ${F.runHours} ore su 24, con un margine di sicurezza del ${F.safetyPercent} %. Non sovradimensionate «per sicurezza»: cicli sotto i ${F.minCycleMinutes} minuti circa accorciano la vita del compressore e fanno oscillare l’umidità. Il nostro calcolatore climatico fa il conto superficie per superficie.`,
  },
  {
    topic: 'insulation',
    question: 'Dove va la barriera al vapore e quanto isolamento serve?',
    keywords: ['isolamento', 'isolare', 'isolante', 'barriera al vapore', 'vapore', 'condensa', 'pareti'],
    answer: `La barriera al vapore va sul lato caldo dell’isolante, cioè verso il resto della casa, continua su pareti e soffitto e con giunti nastrati. I produttori chiedono almeno R-${F.minWallR} per le pareti interne; con meno isolamento la stanza guadagna calore più in fretta di quanto un impianto ben dimensionato riesca a smaltire.`,
  },
  {
    topic: 'failure',
    question: 'Perché tante cantine non funzionano?',
    keywords: ['falliscono', 'fallimento', 'non funziona', 'errori', 'problemi', 'difett'],
    answer: `Secondo la nostra esperienza, circa il ${F.failPercent} % delle cantine che ci chiedono di esaminare ha un difetto di progettazione e solo il ${F.succeedPercent} % circa è stato costruito bene. Le cause abituali: una barriera al vapore assente o nel posto sbagliato, un isolamento scarso, un vetro non considerato nel carico termico e un raffreddamento troppo piccolo, troppo grande o che scarica l’aria in uno spazio troppo caldo.`,
  },
  {
    topic: 'cost',
    question: 'Quanto costa una cantina su misura?',
    keywords: ['costa', 'costo', 'costare', 'prezzo', 'quanto viene', 'cara'],
    answer: `Le cantine professionali che progettiamo e costruiamo costano di solito da ${usd(F.pricingFrom)} a ${usd(F.pricingTo)} e oltre, secondo dimensioni, scaffalature, vetro e raffreddamento. Il nostro calcolatore dei costi dà in un minuto una forbice dettagliata, e il preventivo gratuito la trasforma in un budget per il vostro spazio.`,
  },
  {
    topic: 'timeline',
    question: 'Quanto tempo richiede la costruzione?',
    keywords: ['quanto tempo', 'durata', 'tempi', 'settimane', 'ci vuole', 'richiede'],
    answer: `La costruzione richiede da ${F.weeksMin} a ${F.weeksMax} settimane, una volta approvato il progetto. Prima vengono progettazione, permessi e tempi di consegna degli impianti; il preventivo include un calendario.`,
  },
  {
    topic: 'warranty',
    question: 'Quali garanzie offrite?',
    keywords: ['garanzia', 'garanzie', 'garantit'],
    answer: `La costruzione è garantita ${F.constructionYears} anni, gli impianti di climatizzazione ${F.climateYears} anni e le scaffalature a vita. Le condizioni vi vengono consegnate per iscritto con la proposta.`,
  },
  {
    topic: 'quote',
    question: 'Che cosa comprende il preventivo gratuito?',
    keywords: ['preventivo', 'gratuit', 'gratis', 'consulenza'],
    answer: `Una consulenza con un progettista, l’esame del vostro spazio e della vostra collezione, una pianta preliminare, una raccomandazione per il raffreddamento e una forbice di budget dettagliata. Lo valutiamo ${usd(F.quoteValue)}; è gratuito e senza impegno. Rispondiamo a ogni richiesta entro ${F.responseHours} ore e accettiamo solo ${F.spotsPerQuarter} nuovi progetti a trimestre.`,
  },
  {
    topic: 'experience',
    question: 'Che esperienza avete?',
    keywords: ['esperienza', 'quante cantine', 'recensioni', 'valutazione', 'clienti'],
    answer: `Abbiamo progettato e costruito ${F.cellarsBuilt} cantine su misura in ${F.years} anni, per collezionisti, privati, ristoranti e aziende. I nostri clienti ci valutano ${F.rating} su ${F.reviewCount} recensioni.`,
  },
  {
    topic: 'contact',
    question: 'Come posso contattarvi?',
    keywords: ['contatt', 'telefono', 'chiamare', 'e mail', 'email', 'scrivere'],
    answer: `Scriveteci a ${F.email} o chiamate il ${F.phone}. Potete anche inviare la richiesta di preventivo di questa pagina in italiano: ci arriva segnata con la vostra lingua e rispondiamo entro ${F.responseHours} ore.`,
  },
];
