/** The expert's knowledge cards in Simplified Chinese: the English site's facts, translated, with its figures from FACTS. */
import { FACTS as F, usd } from '../facts.ts';
import type { Card } from '../topics.ts';

export const cards: readonly Card[] = [
  {
    topic: 'temperature',
    question: '酒窖应该保持多少温度？',
    keywords: ['温度', '太热', '太冷', '恒温', '摄氏', '华氏'],
    answer: `储存葡萄酒的参考温度是 ${F.tempF} °F（${F.tempC} °C）。稳定比具体数值更重要：缓慢而微小的变化，远比每天快速的波动危害小，因为葡萄酒每次升温都会膨胀、顶压软木塞，每次降温又会收缩、把空气吸回瓶中。`,
  },
  {
    topic: 'humidity',
    question: '酒窖应该保持多少湿度？',
    keywords: ['湿度', '潮湿', '发霉', '霉', '干燥', '软木塞'],
    answer: `相对湿度应保持在 ${F.humidityLow}% 到 ${F.humidityHigh}% 之间，理想为 ${F.idealLow}% 到 ${F.idealHigh}%。长期低于约 ${F.humidityLow}%，软木塞外端会变干、收缩；高于约 ${F.humidityHigh}%，酒标、木质酒架和墙面会长霉。`,
  },
  {
    topic: 'cooling',
    question: '酒窖制冷设备如何选型？',
    keywords: ['制冷', '冷却', '空调', '压缩机', 'btu', '功率'],
    answer: `选型要从房间得到的热量算起（墙、天花板、地面、门、玻璃、漏风、灯光和人员），而不是房间体积。酒窖制冷机按每 24 小时运行约 ${F.runHours} 小时来选型，再加 ${F.safetyPercent}% 的安全余量。不要“为保险起见”选大：短于约 ${F.minCycleMinutes} 分钟的启停循环会缩短压缩机寿命，并使湿度波动。我们的温控计算器会逐面计算。`,
  },
  {
    topic: 'insulation',
    question: '隔汽层装在哪里？需要多少保温？',
    keywords: ['保温', '隔热', '隔汽', '防潮层', '蒸汽', '结露', '冷凝', '墙'],
    answer: `隔汽层应装在保温层的温暖一侧，也就是朝向房屋其他部分的一面，在墙面和天花板上连续铺设，接缝用胶带封好。制造商要求内墙至少 R-${F.minWallR}；保温不足时，房间得热的速度会超过一台选型正确的设备的排热能力。`,
  },
  {
    topic: 'failure',
    question: '为什么那么多酒窖会失败？',
    keywords: ['失败', '出问题', '问题', '错误', '缺陷'],
    answer: `根据我们的经验，请我们检查的酒窖中约 ${F.failPercent}% 存在设计缺陷，只有约 ${F.succeedPercent}% 建造得当。常见原因包括：隔汽层缺失或装错一侧、保温太薄、玻璃没有计入热负荷，以及制冷设备过小、过大，或把热风排到过热的空间。`,
  },
  {
    topic: 'cost',
    question: '定制酒窖要多少钱？',
    keywords: ['多少钱', '费用', '价格', '造价', '成本', '贵', '花费'],
    answer: `我们设计和建造的专业酒窖通常费用在 ${usd(F.pricingFrom)} 至 ${usd(F.pricingTo)} 以上，取决于面积、酒架、玻璃和制冷。我们的造价计算器一分钟内给出分项区间，免费报价会把它变成适合您空间的预算。`,
  },
  {
    topic: 'timeline',
    question: '施工需要多长时间？',
    keywords: ['多长时间', '多久', '工期', '几周', '周', '时间'],
    answer: `设计确认后，施工需要 ${F.weeksMin} 至 ${F.weeksMax} 周。设计、许可和设备交货期在此之前；报价中附有进度安排。`,
  },
  {
    topic: 'warranty',
    question: '你们提供哪些保修？',
    keywords: ['保修', '质保', '保证'],
    answer: `施工保修 ${F.constructionYears} 年，温控系统保修 ${F.climateYears} 年，酒架终身保修。保修条款会随方案以书面形式提供。`,
  },
  {
    topic: 'quote',
    question: '免费报价包括什么？',
    keywords: ['报价', '免费', '咨询', '估价'],
    answer: `与设计师的一次咨询、对您的空间和收藏的评估、初步布局、制冷建议，以及分项预算区间。我们估其价值 ${usd(F.quoteValue)}，完全免费，没有任何义务。每个请求我们都会在 ${F.responseHours} 小时内回复，并且每季度只接 ${F.spotsPerQuarter} 个新项目。`,
  },
  {
    topic: 'experience',
    question: '你们有什么经验？',
    keywords: ['经验', '建过', '多少个酒窖', '评价', '评分', '客户'],
    answer: `我们在 ${F.years} 年里设计并建造了 ${F.cellarsBuilt} 个定制酒窖，客户包括收藏家、房主、餐厅和企业。客户在 ${F.reviewCount} 条评价中给我们打出 ${F.rating} 的评分。`,
  },
  {
    topic: 'contact',
    question: '怎样联系你们？',
    keywords: ['联系', '电话', '邮件', '邮箱', '打电话'],
    answer: `请发邮件至 ${F.email} 或致电 ${F.phone}。您也可以用中文提交本页的报价申请：我们收到时会标明您的语言，并在 ${F.responseHours} 小时内回复。`,
  },
];
