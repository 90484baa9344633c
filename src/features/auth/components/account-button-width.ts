/**
 * The signed-in account button's widest size in the header, shared by the
 * button and its placeholder so the header does not shift when the menu's
 * code arrives. A long local part is cut with an ellipsis (the full label
 * stays in the button's text for assistive technology and in its title);
 * the desktop header's widths are planned around it (docs/decisions.md).
 */
export const ACCOUNT_BUTTON_WIDTH = 'max-w-44';
