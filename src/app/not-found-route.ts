/**
 * The not-found page's route: its page module and its texts. Kept apart from
 * the route table so the in-page not-found view (a profile whose slug is
 * unknown, say) can use it without pulling the whole table, with every
 * route's texts, into every page's entry bundle.
 */
export const NOT_FOUND_PAGE = 'app/pages/not-found-page.tsx';
export const NOT_FOUND_TITLE = 'Page Not Found | WineCellarGPT';
export const NOT_FOUND_DESCRIPTION =
  'The page you were looking for is not here. Find cellar guides, calculators and a free quote from the WineCellarGPT home page.';
