/** Mail providers that deliver `j.o.e@` to `joe@`, and the domain each is known by. */
const DOTLESS_PROVIDERS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, for counting mail per recipient: lower case, a `+tag` removed
 * from the local part (most providers deliver `name+anything@` to `name@`), and, for providers that
 * ignore dots in the local part, the dots removed and the provider's one domain used. So
 * `N.ame+1@GoogleMail.com` and `name@gmail.com` count as one mailbox.
 */
export function normalizeMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const provider = DOTLESS_PROVIDERS[domain];
  if (provider) {
    local = local.replaceAll('.', '');
    domain = provider;
  }
  return `${local}@${domain}`;
}
