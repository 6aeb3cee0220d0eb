/**
 * The request header in which the overlay page names the site address it serves (its parent's
 * origin, checked by the server against the origins that may frame the overlay): a sign-up there
 * remembers the address the guest uses, and the mails' links lead back to it in development.
 */
export const SITE_ADDRESS_HEADER = "x-velvet-site";
