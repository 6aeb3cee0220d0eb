/**
 * The public surface of the guest-state read model (the guest object composed above accounts,
 * gifts, phone and live): the transports and the boot import only this.
 */
export { guestStateOf } from "./state.ts";
