/** The expert's knowledge cards in Spanish: the English site's facts, translated, with its figures from FACTS. */
import { FACTS as F, usd } from '../facts.ts';
import type { Card } from '../topics.ts';

export const cards: readonly Card[] = [
  {
    topic: 'temperature',
    question: '¿Qué temperatura debe tener una bodega?',
    keywords: ['temperatura', 'grados', 'caliente', 'calor', 'frio', 'fresca'],
    answer: `La referencia para guardar vino es ${F.tempF} °F (${F.tempC} °C). Importa más la estabilidad que la cifra exacta: una variación lenta y pequeña hace mucho menos daño que una oscilación diaria rápida, porque cada vez que el vino se calienta se dilata y empuja el corcho, y cada vez que se enfría vuelve a aspirar aire.`,
  },
  {
    topic: 'humidity',
    question: '¿Qué humedad debe tener una bodega?',
    keywords: ['humedad', 'humed', 'moho', 'seca', 'seco', 'corcho'],
    answer: `Apunte a una humedad relativa del ${F.humidityLow} al ${F.humidityHigh} %, idealmente del ${F.idealLow} al ${F.idealHigh} %. Por debajo de un ${F.humidityLow} % durante mucho tiempo, el extremo exterior del corcho se seca y puede encogerse; por encima de un ${F.humidityHigh} %, aparece moho en las etiquetas, en los botelleros de madera y en las paredes.`,
  },
  {
    topic: 'cooling',
    question: '¿Cómo se dimensiona el equipo de refrigeración de una bodega?',
    keywords: ['refrigera', 'enfria', 'climatiza', 'aire acondicionado', 'btu', 'equipo de frio', 'potencia'],
    answer: `Se parte del calor que gana la sala (paredes, techo, suelo, puerta, vidrio, fugas de aire, luces y personas), no de su volumen. Los equipos para bodega se dimensionan para funcionar unas ${F.runHours} horas de cada 24, y se añade un ${F.safetyPercent} % de margen de seguridad. No sobredimensione «por si acaso»: ciclos de menos de unos ${F.minCycleMinutes} minutos acortan la vida del compresor y hacen oscilar la humedad. Nuestra calculadora de clima hace el cálculo superficie por superficie.`,
  },
  {
    topic: 'insulation',
    question: '¿Dónde va la barrera de vapor y cuánto aislamiento hace falta?',
    keywords: ['aislamiento', 'aislar', 'aislante', 'barrera de vapor', 'vapor', 'condensa', 'pared'],
    answer: `La barrera de vapor va en el lado cálido del aislamiento, es decir, el que da al resto de la casa, continua en paredes y techo y con las juntas selladas con cinta. Los fabricantes piden como mínimo R-${F.minWallR} en las paredes interiores; con menos aislamiento, la sala gana calor más rápido de lo que un equipo bien dimensionado puede extraer.`,
  },
  {
    topic: 'failure',
    question: '¿Por qué fallan tantas bodegas?',
    keywords: ['fallan', 'falla', 'fallo', 'fracas', 'errores', 'problemas'],
    answer: `Según nuestra experiencia, alrededor del ${F.failPercent} % de las bodegas que nos piden revisar tienen un defecto de diseño y solo un ${F.succeedPercent} % se construyeron bien. Las causas habituales son una barrera de vapor ausente o mal colocada, un aislamiento escaso, un vidrio que nadie incluyó en la carga térmica y una refrigeración demasiado pequeña, demasiado grande o que expulsa el aire a un espacio demasiado caluroso.`,
  },
  {
    topic: 'cost',
    question: '¿Cuánto cuesta una bodega a medida?',
    keywords: ['cuesta', 'costar', 'coste', 'costo', 'precio', 'cuanto vale', 'dinero', 'caro'],
    answer: `Las bodegas profesionales que diseñamos y construimos suelen costar entre ${usd(F.pricingFrom)} y ${usd(F.pricingTo)} o más, según el tamaño, los botelleros, el vidrio y la refrigeración. Nuestra calculadora de costes da un rango detallado en un minuto, y el presupuesto gratuito lo convierte en un presupuesto para su espacio.`,
  },
  {
    topic: 'timeline',
    question: '¿Cuánto tarda la construcción?',
    keywords: ['cuanto tiempo', 'tarda', 'plazo', 'semanas', 'duracion', 'cuando estara'],
    answer: `La construcción lleva de ${F.weeksMin} a ${F.weeksMax} semanas una vez aprobado el diseño. Antes van el diseño, los permisos y los plazos de entrega de los equipos; el presupuesto incluye un calendario.`,
  },
  {
    topic: 'warranty',
    question: '¿Qué garantías ofrecen?',
    keywords: ['garantia', 'garantias', 'garantiza'],
    answer: `La construcción tiene ${F.constructionYears} años de garantía, los sistemas de climatización ${F.climateYears} años y los botelleros, garantía de por vida. Las condiciones se entregan por escrito con la propuesta.`,
  },
  {
    topic: 'quote',
    question: '¿Qué incluye el presupuesto gratuito?',
    keywords: ['presupuesto', 'cotizacion', 'gratis', 'gratuit', 'consulta'],
    answer: `Una consulta con un diseñador, la revisión de su espacio y su colección, un esquema preliminar, una recomendación de refrigeración y un rango de presupuesto detallado. Lo valoramos en ${usd(F.quoteValue)} y es gratuito y sin compromiso. Respondemos a cada solicitud en ${F.responseHours} horas y aceptamos solo ${F.spotsPerQuarter} proyectos nuevos por trimestre.`,
  },
  {
    topic: 'experience',
    question: '¿Qué experiencia tienen?',
    keywords: ['experiencia', 'cuantas bodegas', 'opiniones', 'resenas', 'valoracion', 'clientes'],
    answer: `Hemos diseñado y construido ${F.cellarsBuilt} bodegas a medida en ${F.years} años, para coleccionistas, particulares, restaurantes y empresas. Nuestros clientes nos valoran con ${F.rating} en ${F.reviewCount} opiniones.`,
  },
  {
    topic: 'contact',
    question: '¿Cómo puedo contactar con ustedes?',
    keywords: ['contact', 'telefono', 'llamar', 'correo', 'email', 'escribir'],
    answer: `Escríbanos a ${F.email} o llame al ${F.phone}. También puede enviar la solicitud de presupuesto de esta página en español: la recibimos marcada con su idioma y respondemos en ${F.responseHours} horas.`,
  },
];
