/** The audit as a Markdown file to hand to whoever edits the site: the fixes first, then every page's findings. */
import type { AuditReport } from './audit.ts';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function reportMarkdown(report: AuditReport, host: string, at: Date): string {
  const lines = [
    `# SEO audit of ${host}`,
    '',
    `Run on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${count(report.pages.length, 'page')}, ${count(report.counts.error, 'error')}, ${count(report.counts.warning, 'warning')} (summary score ${report.score}/100).`,
    '',
    '## Fixes',
    '',
    ...(report.fixes.length === 0 ? ['Nothing to fix.'] : report.fixes.map((fix) => `- **${fix.severity}**: ${fix.how}${fix.paths.length ? ` (${fix.paths.join(', ')})` : ''}`)),
    '',
  ];
  if (report.site.length > 0) lines.push('## The site as a whole', '', ...report.site.map((item) => `- **${item.severity}**: ${item.detail}`), '');
  lines.push('## Page by page', '');
  for (const page of report.pages) {
    lines.push(`### ${page.path}`, '');
    lines.push(...(page.findings.length === 0 ? ['No findings.'] : page.findings.map((item) => `- **${item.severity}**: ${item.detail}`)), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
