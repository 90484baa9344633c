/** The contact feature's public entry: the landing page's contact form. */
export { default as ContactForm } from './components/contact-form.tsx';
