/** Full reload after an e-mail sign-in (spec §2.5). Its own module so tests can observe it. */
export function reloadPage(): void {
  window.location.reload();
}
