import { Boxes, ClipboardCheck, DollarSign, FileChartColumn, Gem, Thermometer, TrendingUp, type LucideIcon } from 'lucide-react';
import type { ToolIcon as ToolIconName } from '@/config/tool-details.ts';

const ICONS: Record<ToolIconName, LucideIcon> = {
  dollar: DollarSign,
  thermometer: Thermometer,
  boxes: Boxes,
  'trending-up': TrendingUp,
  'clipboard-check': ClipboardCheck,
  gem: Gem,
  'file-chart': FileChartColumn,
};

/** A registry tool's icon, drawn where tools are listed (the registry itself names it only). */
export function ToolIcon({ name, className }: { name: ToolIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
