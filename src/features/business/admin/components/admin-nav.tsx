import { Link } from 'react-router';

const SECTIONS = [
  { key: 'leads', label: 'Leads', to: '/admin' },
  { key: 'newsletter', label: 'Newsletter', to: '/admin?view=newsletter' },
  { key: 'contractors', label: 'Contractors', to: '/admin/contractors' },
] as const;

export type AdminSection = (typeof SECTIONS)[number]['key'];

/** The admin area's sections, on every admin page. */
export function AdminNav({ current }: { current: AdminSection }) {
  return (
    <nav aria-label="Admin sections" className="mt-6 flex gap-2 overflow-x-auto border-b border-cellar-700">
      {SECTIONS.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          aria-current={current === item.key ? 'page' : undefined}
          className={`-mb-px border-b-2 px-4 py-2 text-sm whitespace-nowrap ${current === item.key ? 'border-gold-300 text-cream-50' : 'border-transparent text-mist-300 hover:text-cream-100'}`}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
