/** The expert's knowledge cards in French: the English site's facts, translated, with its figures from FACTS. */
import { FACTS as F, usd } from '../facts.ts';
import type { Card } from '../topics.ts';

export const cards: readonly Card[] = [
  {
    topic: 'temperature',
    question: 'Quelle température pour une cave à vin ?',
    keywords: ['temperature', 'degres', 'chaud', 'chaleur', 'froid', 'fraiche'],
    answer: `La référence pour conserver le vin est ${F.tempF} °F (${F.tempC} °C). La stabilité compte davantage que le chiffre exact : une variation lente et faible fait bien moins de tort qu’un écart rapide chaque jour, car à chaque réchauffement le vin se dilate et pousse sur le bouchon, et à chaque refroidissement il se contracte et aspire de l’air.`,
  },
  {
    topic: 'humidity',
    question: 'Quelle humidité pour une cave à vin ?',
    keywords: ['humidite', 'humide', 'hygrometrie', 'moisissure', 'sec', 'seche', 'bouchon'],
    answer: `Visez une humidité relative de ${F.humidityLow} à ${F.humidityHigh} %, idéalement de ${F.idealLow} à ${F.idealHigh} %. Longtemps sous ${F.humidityLow} % environ, l’extrémité extérieure du bouchon sèche et peut se rétracter ; au-dessus de ${F.humidityHigh} % environ, la moisissure gagne les étiquettes, les casiers en bois et les murs.`,
  },
  {
    topic: 'cooling',
    question: 'Comment dimensionner le climatiseur d’une cave ?',
    keywords: ['climatis', 'refroidi', 'refrigera', 'groupe froid', 'btu', 'puissance', 'clim'],
    answer: `On part de la chaleur que gagne la pièce (murs, plafond, sol, porte, vitrage, fuites d’air, éclairage et personnes), pas de son volume. Les groupes pour cave sont dimensionnés pour tourner environ ${F.runHours} heures sur 24, avec ${F.safetyPercent} % de marge de sécurité. Ne surdimensionnez pas « par prudence » : des cycles de moins de ${F.minCycleMinutes} minutes environ usent le compresseur et font varier l’humidité. Notre calculateur climatique fait le calcul surface par surface.`,
  },
  {
    topic: 'insulation',
    question: 'Où placer le pare-vapeur et combien d’isolation faut-il ?',
    keywords: ['isolation', 'isoler', 'isolant', 'pare vapeur', 'vapeur', 'condensation', 'mur'],
    answer: `Le pare-vapeur se pose du côté chaud de l’isolant, c’est-à-dire côté maison, continu sur les murs et le plafond, avec des joints scotchés. Les fabricants demandent au minimum R-${F.minWallR} pour les murs intérieurs ; moins isolée, la pièce gagne de la chaleur plus vite qu’un groupe bien dimensionné ne peut l’évacuer.`,
  },
  {
    topic: 'failure',
    question: 'Pourquoi tant de caves à vin échouent-elles ?',
    keywords: ['echou', 'echec', 'rate', 'erreur', 'probleme', 'defaut'],
    answer: `D’après notre expérience, environ ${F.failPercent} % des caves que l’on nous demande d’examiner ont un défaut de conception, et environ ${F.succeedPercent} % seulement ont été bien construites. Les causes habituelles : un pare-vapeur absent ou mal placé, une isolation trop mince, un vitrage oublié dans le bilan thermique, et un froid trop faible, trop fort ou rejeté dans un espace trop chaud.`,
  },
  {
    topic: 'cost',
    question: 'Combien coûte une cave à vin sur mesure ?',
    keywords: ['coute', 'couter', 'cout', 'prix', 'combien ca', 'tarif', 'cher'],
    answer: `Les caves professionnelles que nous concevons et construisons coûtent en général de ${usd(F.pricingFrom)} à ${usd(F.pricingTo)} et plus, selon la taille, les casiers, le vitrage et le froid. Notre calculateur de coût donne une fourchette détaillée en une minute, et le devis gratuit la transforme en budget pour votre espace.`,
  },
  {
    topic: 'timeline',
    question: 'Combien de temps dure la construction ?',
    keywords: ['combien de temps', 'duree', 'delai', 'semaines', 'dure'],
    answer: `La construction prend de ${F.weeksMin} à ${F.weeksMax} semaines une fois le projet validé. La conception, les autorisations et les délais de livraison des équipements viennent avant ; le devis comprend un calendrier.`,
  },
  {
    topic: 'warranty',
    question: 'Quelles garanties offrez-vous ?',
    keywords: ['garantie', 'garanti'],
    answer: `La construction est garantie ${F.constructionYears} ans, les systèmes de climatisation ${F.climateYears} ans et les casiers à vie. Les conditions vous sont remises par écrit avec la proposition.`,
  },
  {
    topic: 'quote',
    question: 'Que comprend le devis gratuit ?',
    keywords: ['devis', 'gratuit', 'estimation gratuite', 'consultation'],
    answer: `Une consultation avec un concepteur, l’étude de votre espace et de votre collection, un plan préliminaire, une recommandation de climatisation et une fourchette de budget détaillée. Nous l’estimons à ${usd(F.quoteValue)} ; il est gratuit et sans engagement. Nous répondons à chaque demande sous ${F.responseHours} heures et ne prenons que ${F.spotsPerQuarter} nouveaux projets par trimestre.`,
  },
  {
    topic: 'experience',
    question: 'Quelle est votre expérience ?',
    keywords: ['experience', 'combien de caves', 'avis', 'note', 'clients', 'references'],
    answer: `Nous avons conçu et construit ${F.cellarsBuilt} caves sur mesure en ${F.years} ans, pour des collectionneurs, des particuliers, des restaurants et des entreprises. Nos clients nous notent ${F.rating} sur ${F.reviewCount} avis.`,
  },
  {
    topic: 'contact',
    question: 'Comment vous contacter ?',
    keywords: ['contact', 'telephone', 'appeler', 'courriel', 'e mail', 'email', 'joindre'],
    answer: `Écrivez-nous à ${F.email} ou appelez le ${F.phone}. Vous pouvez aussi envoyer la demande de devis de cette page en français : elle nous arrive marquée de votre langue et nous répondons sous ${F.responseHours} heures.`,
  },
];
