import type { Config } from 'tailwindcss';

/**
 * Design tokens for the whole site: a dark cellar palette with gold accents
 * for chrome and marketing, and a warm parchment surface for long reading.
 * Every text/background pair used in the UI meets WCAG AA (checked by axe in
 * the browser suite).
 */
export default {
  theme: {
    extend: {
      colors: {
        cellar: {
          950: '#0d0a0a',
          900: '#141010',
          850: '#1a1414',
          800: '#221a19',
          700: '#2e2422',
          600: '#3f3330',
        },
        wine: {
          900: '#2a1418',
          800: '#4a1a24',
          700: '#6b1d2a',
          600: '#84283a',
          500: '#9e3a4d',
          // For wine-red text on the dark surfaces (4.3:1 on cellar-850).
          400: '#c25a6c',
        },
        gold: {
          100: '#f6ecd2',
          200: '#e6cf9a',
          300: '#d9bb7a',
          400: '#c9a45c',
          500: '#b08a44',
          600: '#8c6a2e',
          700: '#6e521f',
        },
        cream: {
          50: '#fbf8f2',
          100: '#f6f1e7',
          200: '#ece3d2',
          300: '#dcceb5',
        },
        ink: {
          900: '#1f1713',
          800: '#2a1f1a',
          700: '#43352d',
          600: '#5b4a40',
        },
        mist: {
          300: '#cfc4b4',
          400: '#b8ab98',
          500: '#9d907e',
        },
      },
      fontFamily: {
        // The stacks live in src/styles.css (--font-stack-*): they change at the first client-side
        // navigation, and Tailwind would otherwise copy them into every utility.
        display: ['var(--font-stack-display)'],
        sans: ['var(--font-stack-sans)'],
      },
      maxWidth: {
        prose: '68ch',
      },
      keyframes: {
        'fade-up': {
          from: { opacity: '0', transform: 'translateY(8px)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
      },
      animation: {
        'fade-up': 'fade-up 0.4s ease-out both',
      },
    },
  },
} satisfies Config;
