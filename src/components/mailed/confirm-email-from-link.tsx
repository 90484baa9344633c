import { CONFIRM_PARAM } from '@domain/confirmation/links.ts';
import { mailedLinkNotice } from '@/components/tool-shell/mailed-link-notice.tsx';

/** The confirm notice, loaded only for a visitor who followed an acknowledgement's link (`?confirm-email=…`). */
export const ConfirmEmailFromLink = mailedLinkNotice(CONFIRM_PARAM, () => import('./confirm-email-notice.tsx'));
