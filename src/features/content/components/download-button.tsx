import { Download } from 'lucide-react';

interface DownloadButtonProps {
  pdf: string;
  pages?: number | undefined;
  title: string;
  variant?: 'gold' | 'outline';
}

/** A real file download of a generated guide (public/pdfs, rendered from src/content/pdfs at build time). */
export function DownloadButton({ pdf, pages, title, variant = 'gold' }: DownloadButtonProps) {
  return (
    <a
      href={`/pdfs/${pdf}.pdf`}
      download={`${pdf}.pdf`}
      type="application/pdf"
      className={`${variant === 'gold' ? 'btn-gold' : 'btn-outline'} px-6 text-base`}
      aria-label={`Download ${title} (PDF${pages ? `, ${pages} pages` : ''})`}
    >
      <Download className="size-5" aria-hidden="true" />
      Download the free PDF
      {pages ? <span className="font-normal opacity-80">· {pages} pages</span> : null}
    </a>
  );
}
