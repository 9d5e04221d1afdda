/**
 * The header in which the browser names the buyer its page was drawn for (lib/client/api.ts). The
 * session cookie is the browser's, shared by its tabs: signed in as another buyer in one tab, the
 * others' pages, still showing the first buyer's forms and lists, would act on the second's account.
 */
export const PAGE_BUYER_HEADER = 'x-page-buyer';
