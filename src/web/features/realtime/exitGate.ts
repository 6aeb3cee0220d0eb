/**
 * A page reload (socket `page.reload`, an expired session, a verified e-mail) waits while a chat's
 * exit dialog is open (issue 15): the guest reads why the chat ended and answers the survey first;
 * the reload runs when the last exit dialog closes.
 */
let open = 0;
let pending: (() => void) | null = null;

/** An exit dialog is on screen; the returned function says it closed. */
export function holdReloads(): () => void {
  open++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open--;
    if (open === 0 && pending) {
      const run = pending;
      pending = null;
      run();
    }
  };
}

/** Runs `reload` now, or once no exit dialog is open. */
export function reloadAfterExitDialogs(reload: () => void): void {
  if (open === 0) reload();
  else pending = reload;
}
