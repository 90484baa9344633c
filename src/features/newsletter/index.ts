/** The newsletter feature's public entry: the signup form. */
export { NewsletterSignup } from './components/newsletter-signup.tsx';
