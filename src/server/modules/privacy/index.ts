/** The public surface of the privacy module: the boot registers its routes; nothing else imports it. */
export { deleteGuest, exportGuestData } from "./privacy.ts";
