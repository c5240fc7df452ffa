import { envelope } from '@ffe/shared/contracts/envelope';
import {
  createStaff,
  listStaff,
  resetStaffPassword,
  staffDetail,
  staffSelf,
  updateStaff,
} from '@ffe/shared/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { StaffService } from './staff.service';

const tags = ['staff'];

/** The console's own account and the team's accounts (issue 13); managing them takes `staff.manage`. */
export function staffRoutes(staff: StaffService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Any staff account, even one that owes a new password: the console asks it at sign-in.
    app.post(
      '/api/admin/me',
      {
        schema: { tags, body: staffSelf.request, response: { 200: envelope(staffSelf.response) } },
        onRequest: auth.requireAnyPermission,
      },
      async (req) => ok(await staff.self(memberOf(req))),
    );

    app.post(
      '/api/admin/staff/create',
      {
        schema: { tags, body: createStaff.request, response: { 200: envelope(createStaff.response) } },
        onRequest: auth.requirePermission('staff.manage'),
      },
      async (req) => ok(await staff.create(actorOf(req), req.body)),
    );

    app.post(
      '/api/admin/staff/list',
      {
        schema: { tags, body: listStaff.request, response: { 200: envelope(listStaff.response) } },
        onRequest: auth.requirePermission('staff.manage'),
      },
      async (req) => {
        const { page, pageSize, sort, order, ...filter } = req.body;
        return ok(await staff.list(filter, { field: sort, order }, page, pageSize));
      },
    );

    app.post(
      '/api/admin/staff/detail',
      {
        schema: { tags, body: staffDetail.request, response: { 200: envelope(staffDetail.response) } },
        onRequest: auth.requirePermission('staff.manage'),
      },
      async (req) => ok(await staff.detail(req.body._id)),
    );

    app.post(
      '/api/admin/staff/update',
      {
        schema: { tags, body: updateStaff.request, response: { 200: envelope(updateStaff.response) } },
        onRequest: auth.requirePermission('staff.manage'),
      },
      async (req) => {
        const { _id, version, ...changes } = req.body;
        return ok(await staff.update(actorOf(req), _id, version, changes));
      },
    );

    app.post(
      '/api/admin/staff/reset-password',
      {
        schema: { tags, body: resetStaffPassword.request, response: { 200: envelope(resetStaffPassword.response) } },
        onRequest: auth.requirePermission('staff.manage'),
      },
      async (req) => {
        await staff.resetPassword(actorOf(req), req.body._id, req.body.password);
        return ok(null);
      },
    );
  };
}
