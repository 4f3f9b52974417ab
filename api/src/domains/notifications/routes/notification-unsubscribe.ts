import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { HttpError } from '../../../plugins/errors';
import { verifyUnsubscribeToken } from '../data/unsubscribe-token';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';
export const UNSUBSCRIBED = 'You will get no more notification e-mails. Your notifications stay in the app.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Receipts</title></head><body>
<h1>${title}</h1>${body}<p><a href="/notifications">Your notifications</a></p></body></html>`;

/**
 * The digest's one-click unsubscribe (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe URL, with no cookie and no CSRF token; the signed, single-purpose token in the URL is the only
 * credential (it can do nothing but this). The same URL opened in a browser shows a button that sends that POST.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.notifications;
  const { unsubscribe, unsubscribePage } = ENDPOINTS.notifications;
  // RFC 8058's body is a form; its content does not matter (the URL says everything).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const userOf = (token: string) => {
    const userId = verifyUnsubscribeToken(app.config.secretKey, token);
    if (userId === null) throw new HttpError(400, INVALID_UNSUBSCRIBE_LINK);
    return userId;
  };

  app.route({
    ...at(unsubscribe),
    config: { csrf: false },
    schema: schemaFor(
      unsubscribe,
      { tags: ['notifications'], summary: 'One-click unsubscribe from notification e-mails (RFC 8058), by the signed link, no sign-in' },
      errorResponses(400),
    ),
    handler: async (request, reply) => {
      await repo.stopEmails(userOf(request.query.token));
      // The page's button (a browser form) gets a page back; a mail client's one-click POST, JSON.
      if (request.headers.accept?.includes('text/html')) {
        // A string payload is sent as is (no JSON serialisation).
        const html = page('Unsubscribed', `<p>${UNSUBSCRIBED}</p>`) as unknown as { message: string };
        return reply.type('text/html; charset=utf-8').send(html);
      }
      return { message: UNSUBSCRIBED };
    },
  });

  app.route({
    ...at(unsubscribePage),
    schema: schemaFor(
      unsubscribePage,
      { tags: ['notifications'], summary: 'The unsubscribe link opened in a browser: a page with the one-click button' },
      errorResponses(400),
    ),
    handler: async (request, reply) => {
      userOf(request.query.token);
      const action = `/api/notifications/unsubscribe/?token=${encodeURIComponent(request.query.token)}`;
      const form = `<p>Your notifications stay in the app.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`;
      return reply.type('text/html; charset=utf-8').send(page('Stop notification e-mails?', form));
    },
  });
};

export default unsubscribeRoutes;
