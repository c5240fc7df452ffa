import {
  createBanner,
  createHomeCard,
  createHomeSection,
  deleteHomeLink,
  homeCategories,
  homePreview,
  hotWords,
  listBanners,
  listHomeCards,
  listHomeSections,
  reorderBanners,
  reorderHomeCards,
  reorderHomeSections,
  updateBanner,
  updateHomeCard,
  updateHomeCategories,
  updateHomeSection,
  updateHotWords,
} from '@ffe/shared/contracts/admin-home';
import { home } from '@ffe/shared/contracts/catalogue';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { HomeLinksService } from './home-links.service';
import type { HomePageService } from './home-page.service';
import type { ShopHomeService } from './shop-home.service';

const tags = ['home page'];

/** POST /api/mall/home: everything the shop's home shows above its product grid. */
export function shopHomeRoutes(shopHome: ShopHomeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/mall/home',
      { schema: { tags: ['catalogue'], body: home.request.optional(), response: { 200: envelope(home.response) } } },
      async (req) => ok(await shopHome.home(requestLanguage(req))),
    );
  };
}

export interface HomePageRouteDeps {
  links: HomeLinksService;
  page: HomePageService;
  shopHome: ShopHomeService;
  auth: Authentication;
}

/** The console's 首页装修: banners, entry and promotion cards, category icons, sections, hot words, the preview. */
export function homePageRoutes({ links, page, shopHome, auth }: HomePageRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = auth.requirePermission('marketing.manage');
    const route = <Req extends z.ZodType, Res extends z.ZodType>(
      url: string,
      contract: { request: Req; response: Res },
      handler: (body: z.output<Req>, actor: ReturnType<typeof actorOf>) => Promise<z.input<Res>>,
    ) => {
      // Typed as a plain schema: the type provider cannot resolve a generic contract, but Fastify still validates the
      // body and serialises the answer with these zod schemas.
      const schema: FastifySchema = { tags, body: contract.request, response: { 200: envelope(contract.response) } };
      app.post(url, { onRequest, schema }, async (req) => ok(await handler(req.body as z.output<Req>, actorOf(req))));
    };

    route('/api/admin/banner/list', listBanners, () => links.list('banner'));
    route('/api/admin/banner/create', createBanner, (body, actor) => links.create(actor, 'banner', body));
    route('/api/admin/banner/update', updateBanner, ({ id, ...body }, actor) =>
      links.update(actor, 'banner', id, body),
    );
    route('/api/admin/banner/delete', deleteHomeLink, ({ id }, actor) => links.remove(actor, 'banner', id));
    route('/api/admin/banner/reorder', reorderBanners, ({ ids }, actor) => links.reorder(actor, 'banner', ids));

    route('/api/admin/home/entry/list', listHomeCards, ({ slot }) => links.list(slot));
    route('/api/admin/home/entry/create', createHomeCard, ({ slot, ...body }, actor) =>
      links.create(actor, slot, body),
    );
    // A card keeps its slot: the id names it, so update and delete need not say which.
    route('/api/admin/home/entry/update', updateHomeCard, async ({ id, ...body }, actor) =>
      links.update(actor, await links.cardSlotOf(id), id, body),
    );
    route('/api/admin/home/entry/delete', deleteHomeLink, async ({ id }, actor) =>
      links.remove(actor, await links.cardSlotOf(id), id),
    );
    route('/api/admin/home/entry/reorder', reorderHomeCards, ({ slot, ids }, actor) => links.reorder(actor, slot, ids));

    route('/api/admin/home/categories', homeCategories, () => page.categories());
    route('/api/admin/home/categories/update', updateHomeCategories, ({ categoryIds }, actor) =>
      page.updateCategories(actor, categoryIds),
    );

    route('/api/admin/home/section/list', listHomeSections, () => page.sections());
    route('/api/admin/home/section/create', createHomeSection, (body, actor) => page.createSection(actor, body));
    route('/api/admin/home/section/update', updateHomeSection, ({ id, version, ...body }, actor) =>
      page.updateSection(actor, id, version, body),
    );
    route('/api/admin/home/section/delete', deleteHomeLink, ({ id }, actor) => page.deleteSection(actor, id));
    route('/api/admin/home/section/reorder', reorderHomeSections, ({ ids }, actor) => page.reorderSections(actor, ids));

    route('/api/admin/home/hot-words', hotWords, () => page.hotWords());
    route('/api/admin/home/hot-words/update', updateHotWords, ({ words }, actor) => page.updateHotWords(actor, words));

    route('/api/admin/home/preview', homePreview, () => shopHome.preview());
  };
}
