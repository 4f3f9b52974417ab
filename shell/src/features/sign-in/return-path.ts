/**
 * Where a fan returns after signing in, so signing in never loses their place: `/login?next=<path>`, or else the page they were on when they
 * followed a plain link to /login. Only same-origin paths are honoured: a `next` of `//evil.example`,
 * `https://…`, `/\evil` or with control characters is ignored (an open redirect otherwise).
 */
const ORIGIN = 'http://receipts.invalid';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith('//') || url.pathname === '/login') return null;
  return url.pathname + url.search + url.hash;
}

/** The `next` of a /login address (its search string), if it is safe. */
export const nextFromSearch = (search: string) => safeNextPath(new URLSearchParams(search).get('next'));

let lastPath: string | null = null;

/** Called on every in-app navigation (by SignInDialogs, which the layout always mounts). */
export function rememberPath(path: string): void {
  if (safeNextPath(path)) lastPath = path;
}

export const rememberedPath = () => lastPath;

/**
 * The page of this site a fresh load of /login came from (the document's referrer, same origin only): a link
 * followed in the server's first view before the shell took over is an ordinary page load, so no in-app page was
 * remembered for it.
 */
export function referrerPath(referrer: string = document.referrer, origin: string = window.location.origin): string | null {
  if (!referrer || !referrer.startsWith(`${origin}/`)) return null;
  return safeNextPath(referrer.slice(origin.length));
}

const VERIFY_RETURN_KEY = 'receipts.verify-return';

/**
 * At e-mail registration: the page the fan registered from, kept in this browser (the e-mailed link may open in
 * another tab), so the verification page can send them back there once they are signed in.
 */
export function rememberReturnAfterVerify(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const here = safeNextPath(location.pathname + location.search) ?? nextFromSearch(location.search) ?? rememberedPath();
  try {
    if (here) localStorage.setItem(VERIFY_RETURN_KEY, here);
    else localStorage.removeItem(VERIFY_RETURN_KEY);
  } catch {
    // Storage refused (private mode): the fan returns home instead.
  }
}

/** Where the verification page sends the fan next: the page they registered from, or home. */
export function returnAfterVerify(): string {
  try {
    return safeNextPath(localStorage.getItem(VERIFY_RETURN_KEY)) ?? '/';
  } catch {
    return '/';
  }
}
