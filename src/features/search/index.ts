/** The search feature's public entry: the site search box and its results. */
export { SiteSearch } from './components/site-search.tsx';
