/**
 * The drawing as files: the SVG as it is on the page without the editor's
 * selection marks, and a PNG made by drawing that SVG onto a canvas at twice
 * its size. Nothing is uploaded; both are downloads made in the browser.
 */
import { downloadBlob } from '@/lib/download.ts';

export const EXPORT_NAME = 'cellar-design';

export function planSvgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  for (const mark of copy.querySelectorAll('[data-ui]')) mark.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['tabindex', 'role', 'aria-pressed', 'aria-describedby', 'class', 'data-testid']) element.removeAttribute(name);
  }
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

export function downloadSvg(svg: SVGSVGElement): void {
  downloadBlob(new Blob([planSvgText(svg)], { type: 'image/svg+xml' }), `${EXPORT_NAME}.svg`);
}

export async function downloadPng(svg: SVGSVGElement, scale = 2): Promise<void> {
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  const image = new Image(width, height);
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The drawing could not be turned into an image.'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(planSvgText(svg))}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the image.');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The image could not be made.');
  downloadBlob(blob, `${EXPORT_NAME}.png`);
}
