import {
  couponTemplateDetail,
  createCouponTemplate,
  endCouponTemplate,
  issueCouponTemplate,
  listCouponTemplates,
  previewCouponIssue,
  updateCouponTemplate,
} from '@ffe/shared/contracts/admin-coupons';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { AdminCouponService } from './admin-coupon.service';
import type { CouponIssueService } from './coupon-issue.service';

const tags = ['coupons (console)'];

/** POST /api/admin/coupon/template/*: coupon templates in the console, all behind `marketing.manage`. */
export function adminCouponRoutes(
  templates: AdminCouponService,
  issues: CouponIssueService,
  auth: Authentication,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read: a visitor gets 401 and a customer 403, not a field error.
    app.addHook('onRequest', auth.requirePermission('marketing.manage'));

    app.post(
      '/api/admin/coupon/template/create',
      {
        schema: {
          tags,
          body: createCouponTemplate.request,
          response: { 200: envelope(createCouponTemplate.response) },
        },
      },
      async (req) => ok(await templates.create(actorOf(req), req.body)),
    );

    app.post(
      '/api/admin/coupon/template/list',
      {
        schema: { tags, body: listCouponTemplates.request, response: { 200: envelope(listCouponTemplates.response) } },
      },
      async (req) => ok(await templates.list(req.body)),
    );

    app.post(
      '/api/admin/coupon/template/detail',
      {
        schema: {
          tags,
          body: couponTemplateDetail.request,
          response: { 200: envelope(couponTemplateDetail.response) },
        },
      },
      async (req) => ok(await templates.detail(req.body.id)),
    );

    app.post(
      '/api/admin/coupon/template/update',
      {
        schema: {
          tags,
          body: updateCouponTemplate.request,
          response: { 200: envelope(updateCouponTemplate.response) },
        },
      },
      async (req) => ok(await templates.update(actorOf(req), req.body)),
    );

    app.post(
      '/api/admin/coupon/template/end',
      { schema: { tags, body: endCouponTemplate.request, response: { 200: envelope(endCouponTemplate.response) } } },
      async (req) => ok(await templates.end(actorOf(req), req.body.id)),
    );

    app.post(
      '/api/admin/coupon/template/issue',
      {
        schema: { tags, body: issueCouponTemplate.request, response: { 200: envelope(issueCouponTemplate.response) } },
      },
      async (req) => ok(await issues.issue(actorOf(req), req.body)),
    );

    app.post(
      '/api/admin/coupon/template/issue-preview',
      { schema: { tags, body: previewCouponIssue.request, response: { 200: envelope(previewCouponIssue.response) } } },
      async (req) => ok(await issues.preview(req.body.id)),
    );
  };
}
