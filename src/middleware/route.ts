/**
 * Page requests are matched against the route table and handed to their internal page
 * (src/server/page-route.ts): the page's locale and what it shows go into `Astro.locals`.
 * Endpoints and files pass untouched. A page (or the guard before it) that throws is answered
 * with the error page in the page's language (docs/errors.md, pages).
 */
import { defineMiddleware } from 'astro:middleware';
import { translator } from '../lib/i18n.ts';
import { notFoundPage, resolveRoute, serverErrorPage } from '../server/page-route.ts';
import { previewGranted } from '../server/content/preview.ts';
import { apiLocale } from '../server/http/request-locale.ts';
import { countryChoiceRedirect, regionIn } from '../server/http/region.ts';

export const route = defineMiddleware(async (context, next) => {
  const { url, request, locals } = context;
  const decision = await resolveRoute(request.method, url, locals.shop, { drafts: previewGranted(locals) });
  switch (decision.kind) {
    case 'endpoint':
      // An API call prices for its own language's region (X-Locale, the locale cookie, …).
      locals.region = regionIn(locals, apiLocale(context));
      return next();
    case 'methodNotAllowed':
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    case 'redirect':
      return context.redirect(decision.location, 301);
    case 'notFound':
      if (decision.locale) {
        locals.locale = decision.locale;
        locals.region = regionIn(locals, decision.locale);
        locals.t = translator(decision.locale);
      }
      return notFoundPage(context, (target) => next(target), url.pathname);
    case 'page': {
      const chosen = await countryChoiceRedirect(context);
      if (chosen) return chosen;
      locals.locale = decision.locale;
      locals.region = regionIn(locals, decision.locale);
      locals.t = translator(decision.locale);
      locals.page = decision.page;
      try {
        return await next(decision.target);
      } catch (err) {
        return serverErrorPage({ request, locals }, (target) => next(target), err);
      }
    }
  }
});
