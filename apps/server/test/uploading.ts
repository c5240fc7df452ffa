import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a picture as `who`, through the member upload route; answers what the route answers. */
export async function uploadPicture(app: FastifyInstance, who: { token: string }): Promise<UploadResult> {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(PNG)]), 'photo.png');
  const res = await app.inject({
    method: 'POST',
    url: '/api/member/upload',
    payload: data,
    headers: { authorization: who.token },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: UploadResult }).data;
}

/** Staff mark an order on its way delivered, with the door photo the shop asks for (a picture they upload). */
export async function deliverWithPhoto(app: FastifyInstance, staff: { token: string }, orderId: string) {
  const photo = await uploadPicture(app, staff);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/order/deliver/${orderId}`,
    payload: { photo: photo.url },
    headers: { authorization: staff.token },
  });
  expect(res.statusCode).toBe(200);
}
