import type { Token, Tokens } from 'marked';
import {
  baselineOffset,
  type Box,
  type LayoutContext,
  space,
  textSlices,
  withBackground,
} from './context.ts';
import { inlineRuns, inlineText, type InlineStyle, UnsupportedMarkdownError } from './inline.ts';
import type { Slice } from './paginator.ts';
import { tableSlices } from './table.ts';
import { callouts, colors, type CalloutKind, spacing, type TextStyle, type } from './theme.ts';

type BlockKind = 'heading2' | 'heading3' | 'heading4' | 'paragraph' | 'list' | 'table' | 'callout' | 'rule' | 'code';

interface Block {
  kind: BlockKind;
  slices: Slice[];
}

interface Options {
  style: InlineStyle;
  listDepth: number;
}

const HEADING_STYLE: Record<number, TextStyle> = { 2: type.h2, 3: type.h3, 4: type.h4 };

/** Room a heading asks for below itself so it never ends a page with only a line or two under it. */
const HEADING_NEEDS: Record<number, number> = { 2: 92, 3: 46, 4: 34 };

function headingSlices(ctx: LayoutContext, token: Tokens.Heading, box: Box): Slice[] {
  if (token.depth === 1) {
    throw new UnsupportedMarkdownError(`level-1 heading "# ${token.text}" is not allowed: the title comes from the frontmatter`);
  }
  const depth = Math.min(token.depth, 4);
  const style = HEADING_STYLE[depth] ?? type.h4;
  const title = inlineText(token.tokens);
  const slices = textSlices(ctx, inlineRuns(token.tokens, { ...style, linkColor: style.color }), style, box).map(
    (slice, index) => ({
      ...slice,
      glue: true,
      draw: (y: number) => {
        if (index === 0) ctx.onHeading(depth, title, y);
        slice.draw?.(y);
      },
    }),
  );
  if (depth === 2) {
    slices.push({
      height: 9,
      glue: true,
      draw: (y) => {
        const ruleY = y + 6;
        ctx.doc.save();
        ctx.doc.rect(box.x, ruleY, box.width, 0.6).fill(colors.paleGold);
        ctx.doc.rect(box.x, ruleY - 0.7, 44, 2).fill(colors.gold);
        ctx.doc.restore();
      },
    });
  }
  const last = slices.at(-1);
  if (last) last.needs = HEADING_NEEDS[depth];
  return slices;
}

function calloutKind(token: Tokens.Blockquote): CalloutKind {
  const first = token.tokens[0];
  const lead = first && 'tokens' in first ? (first.tokens as Token[] | undefined)?.[0] : undefined;
  if (lead?.type !== 'strong') return 'quote';
  const label = (lead as Tokens.Strong).text.trim().toLowerCase();
  if (label.startsWith('note')) return 'note';
  if (label.startsWith('rule of thumb')) return 'rule';
  if (label.startsWith('warning')) return 'warning';
  return 'quote';
}

function calloutSlices(ctx: LayoutContext, token: Tokens.Blockquote, box: Box, options: Options): Slice[] {
  const kind = calloutKind(token);
  const palette = callouts[kind];
  const inset = spacing.calloutBar + spacing.calloutPadX;
  const inner: Box = { x: box.x + inset, width: box.width - inset - spacing.calloutPadX };
  const content = layoutBlocks(ctx, token.tokens, inner, {
    ...options,
    style: { ...type.callout, strongColor: palette.label },
  });
  const slices: Slice[] = [
    { height: spacing.calloutPadY, glue: true },
    ...content,
    { height: spacing.calloutPadY },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.height, 0);
  slices.forEach((slice, index) => {
    if (index === slices.length - 2 || total <= 170) slice.glue = index < slices.length - 1;
  });
  return withBackground(slices, (y, height) => {
    // Each band runs half a point into the next one so viewers show no seam between them.
    const overlap = 0.5;
    ctx.doc.save();
    ctx.doc.rect(box.x, y, box.width, height + overlap).fill(palette.fill);
    ctx.doc.rect(box.x, y, spacing.calloutBar, height + overlap).fill(palette.bar);
    ctx.doc.restore();
  });
}

function markerDrawer(
  ctx: LayoutContext,
  item: Tokens.ListItem,
  list: Tokens.List,
  index: number,
  box: Box,
  indent: number,
  options: Options,
): (y: number, baseline: number) => void {
  const { doc } = ctx;
  const size = options.style.size;
  if (item.task) {
    return (_y, baseline) => {
      const side = size * 0.86;
      const top = baseline - size * 0.76;
      doc.save();
      doc.lineWidth(0.8).rect(box.x + 0.5, top, side, side).fillAndStroke(colors.white, colors.ink);
      if (item.checked) {
        doc
          .lineWidth(1.2)
          .lineCap('round')
          .lineJoin('round')
          .moveTo(box.x + 0.5 + side * 0.2, top + side * 0.52)
          .lineTo(box.x + 0.5 + side * 0.42, top + side * 0.75)
          .lineTo(box.x + 0.5 + side * 0.82, top + side * 0.22)
          .stroke(colors.burgundy);
      }
      doc.restore();
    };
  }
  if (list.ordered) {
    const start = typeof list.start === 'number' ? list.start : 1;
    const label = `${start + index}.`;
    return (_y, baseline) => {
      const width = ctx.fonts.width(label, 'bodySemibold', size);
      ctx.fonts
        .use('bodySemibold', size)
        .fillColor(colors.burgundy)
        .text(label, box.x + indent - 7 - width, baseline, { lineBreak: false, baseline: 'alphabetic' });
    };
  }
  return (_y, baseline) => {
    const cx = box.x + 4;
    const cy = baseline - size * 0.3;
    doc.save();
    if (options.listDepth === 0) {
      const r = size * 0.22;
      doc.polygon([cx, cy - r], [cx + r, cy], [cx, cy + r], [cx - r, cy]).fill(colors.gold);
    } else {
      doc.rect(cx - size * 0.2, cy - 0.4, size * 0.4, 0.9).fill(colors.burgundy);
    }
    doc.restore();
  };
}

function listIndent(ctx: LayoutContext, list: Tokens.List, options: Options): number {
  if (list.items.some((item) => item.task)) return spacing.listIndent + 2;
  if (!list.ordered) return spacing.listIndent - 2;
  const start = typeof list.start === 'number' ? list.start : 1;
  const widest = ctx.fonts.width(`${start + list.items.length - 1}.`, 'bodySemibold', options.style.size);
  return Math.max(spacing.listIndent, widest + 9);
}

function listSlices(ctx: LayoutContext, list: Tokens.List, box: Box, options: Options): Slice[] {
  const indent = listIndent(ctx, list, options);
  const inner: Box = { x: box.x + indent, width: box.width - indent };
  const slices: Slice[] = [];
  list.items.forEach((item, index) => {
    const content = layoutBlocks(
      ctx,
      item.tokens.filter((token) => token.type !== 'checkbox'),
      inner,
      { ...options, listDepth: options.listDepth + 1 },
    );
    const first = content.findIndex((slice) => !slice.space);
    const target = content[first];
    if (target) {
      const drawMarker = markerDrawer(ctx, item, list, index, box, indent, options);
      const baseline = target.baseline ?? baselineOffset(options.style);
      content[first] = {
        ...target,
        draw: (y) => {
          drawMarker(y, y + baseline);
          target.draw?.(y);
        },
      };
    }
    if (index > 0) slices.push(space(list.loose ? spacing.paragraph : spacing.listItem));
    slices.push(...content);
  });
  return slices;
}

function codeSlices(ctx: LayoutContext, token: Tokens.Code, box: Box): Slice[] {
  const style: TextStyle = { font: 'body', size: 9, leading: 1.45, color: colors.slate };
  const inner: Box = { x: box.x + spacing.calloutPadX, width: box.width - spacing.calloutPadX * 2 };
  const lines = token.text.split('\n').flatMap((line) =>
    textSlices(ctx, [{ text: line.replace(/ /g, '\u00a0') || '\u00a0', font: style.font, size: style.size, color: style.color }], style, inner),
  );
  const slices: Slice[] = [{ height: 8, glue: true }, ...lines.map((slice) => ({ ...slice, glue: true })), { height: 8 }];
  return withBackground(slices, (y, height) => {
    ctx.doc.save().rect(box.x, y, box.width, height + 0.5).fill(colors.cream).restore();
  });
}

function ruleSlice(ctx: LayoutContext, box: Box): Slice {
  return {
    height: 22,
    draw: (y) => {
      const { doc } = ctx;
      const cx = box.x + box.width / 2;
      const cy = y + 11;
      doc.save();
      doc.rect(cx - 70, cy - 0.3, 58, 0.6).fill(colors.gold);
      doc.rect(cx + 12, cy - 0.3, 58, 0.6).fill(colors.gold);
      doc.polygon([cx, cy - 4], [cx + 4, cy], [cx, cy + 4], [cx - 4, cy]).fill(colors.gold);
      doc.restore();
    },
  };
}

function layoutBlock(ctx: LayoutContext, token: Token, box: Box, options: Options): Block | null {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      const depth = Math.min(heading.depth, 4);
      return { kind: `heading${Math.max(depth, 2)}` as BlockKind, slices: headingSlices(ctx, heading, box) };
    }
    case 'paragraph':
    case 'text': {
      const tokens = (token as Tokens.Paragraph).tokens ?? [{ type: 'text', raw: token.raw, text: (token as Tokens.Text).text }];
      const runs = inlineRuns(tokens, options.style);
      if (runs.length === 0) return null;
      return { kind: 'paragraph', slices: textSlices(ctx, runs, options.style, box) };
    }
    case 'list':
      return { kind: 'list', slices: listSlices(ctx, token as Tokens.List, box, options) };
    case 'table':
      return { kind: 'table', slices: tableSlices(ctx, token as Tokens.Table, box) };
    case 'blockquote':
      return { kind: 'callout', slices: calloutSlices(ctx, token as Tokens.Blockquote, box, options) };
    case 'hr':
      return { kind: 'rule', slices: [ruleSlice(ctx, box)] };
    case 'code':
      return { kind: 'code', slices: codeSlices(ctx, token as Tokens.Code, box) };
    case 'html': {
      const html = (token as Tokens.HTML).text.trim();
      if (html.startsWith('<!--')) return null;
      throw new UnsupportedMarkdownError(`raw HTML is not allowed in guides: ${html.split('\n')[0] ?? html}`);
    }
    case 'space':
    case 'def':
      return null;
    default:
      throw new UnsupportedMarkdownError(`unsupported Markdown block "${token.type}"`);
  }
}

const HEADING_BEFORE: Partial<Record<BlockKind, number>> = {
  heading2: spacing.h2Before,
  heading3: spacing.h3Before,
  heading4: spacing.h4Before,
};
const HEADING_AFTER: Partial<Record<BlockKind, number>> = {
  heading2: spacing.h2After,
  heading3: spacing.h3After,
  heading4: spacing.h4After,
};

function gap(previous: BlockKind, next: BlockKind): Slice {
  const after = HEADING_AFTER[previous];
  if (after !== undefined) return space(after, true);
  const before = HEADING_BEFORE[next];
  if (before !== undefined) return space(before);
  const roomy = (kind: BlockKind) => kind === 'table' || kind === 'callout' || kind === 'code';
  return space(roomy(previous) || roomy(next) ? spacing.block : spacing.paragraph);
}

/** A short paragraph just before a table, list or callout introduces it, so the two share a page. */
function isLeadIn(previous: Block, next: Block): boolean {
  const introduces = next.kind === 'table' || next.kind === 'list' || next.kind === 'callout';
  return previous.kind === 'paragraph' && previous.slices.length <= 2 && introduces;
}

/** Lays out a sequence of block tokens in a column; list items and callouts recurse into it. */
export function layoutBlocks(
  ctx: LayoutContext,
  tokens: Token[],
  box: Box,
  options: Options = { style: type.body, listDepth: 0 },
): Slice[] {
  const slices: Slice[] = [];
  let previous: Block | null = null;
  for (const token of tokens) {
    const block = layoutBlock(ctx, token, box, options);
    if (!block || block.slices.length === 0) continue;
    if (previous) {
      const between = gap(previous.kind, block.kind);
      if (isLeadIn(previous, block)) {
        const last = previous.slices.at(-1);
        if (last) last.glue = true;
        between.glue = true;
      }
      slices.push(between);
    }
    slices.push(...block.slices);
    previous = block;
  }
  return slices;
}
