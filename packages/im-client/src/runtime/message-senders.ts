// What the composer and the chat view call to send: each one line into send(type, input) of the send queue.
import type { GoodsCardBody, LocationBody, OrderCardBody } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import type { Mentions, SendInputs } from './message-builders';
import { send } from './send-queue';
/**
 * Sends a text (at most 50,000 characters), optionally as a reply to a message and, in a group, @-mentioning
 * members. Empty text sends nothing.
 */
export async function sendText(
  imClient: ImClient,
  conversationId: string,
  text: string,
  replyTo?: string,
  mentions?: Mentions,
): Promise<void> {
  await send(imClient, conversationId, 'text', { text, mentions }, { replyTo });
}

/** Sends a picture: shown at once from the file, uploaded with its progress, then sent. */
export async function sendImage(imClient: ImClient, conversationId: string, file: File): Promise<void> {
  await send(imClient, conversationId, 'image', { file });
}

/** Sends a goods card; the server fills it from the catalogue. `preview` shows it while it is on its way. */
export async function sendGoodsCard(
  imClient: ImClient,
  conversationId: string,
  goodsId: string,
  preview: Partial<Omit<GoodsCardBody, 'goods_id'>> = {},
): Promise<void> {
  await send(imClient, conversationId, 'goods', { goodsId, preview });
}

/** Sends an order card; the server fills it from the order. `preview` shows it while it is on its way. */
export async function sendOrderCard(
  imClient: ImClient,
  conversationId: string,
  orderId: string,
  preview: Partial<Omit<OrderCardBody, 'order_id'>> = {},
): Promise<void> {
  await send(imClient, conversationId, 'order', { orderId, preview });
}

/** Sends a voice recording of `seconds` (1–60, whole): shown at once, uploaded with its progress, then sent. */
export async function sendSound(
  imClient: ImClient,
  conversationId: string,
  recording: Blob,
  seconds: number,
  replyTo?: string,
): Promise<void> {
  await send(imClient, conversationId, 'sound', { recording, seconds }, { replyTo });
}

/** Sends a video: its length, size and still picture read on this device, uploaded with its progress, then sent. */
export async function sendVideo(
  imClient: ImClient,
  conversationId: string,
  file: File,
  replyTo?: string,
): Promise<void> {
  await send(imClient, conversationId, 'video', { file }, { replyTo });
}

/** Sends a file for download: shown at once with its name and size, uploaded with its progress, then sent. */
export async function sendFile(
  imClient: ImClient,
  conversationId: string,
  file: File,
  replyTo?: string,
): Promise<void> {
  await send(imClient, conversationId, 'file', { file }, { replyTo });
}

/** Sends a place: its name, address and coordinates. */
export async function sendLocation(
  imClient: ImClient,
  conversationId: string,
  place: LocationBody,
  replyTo?: string,
): Promise<void> {
  await send(imClient, conversationId, 'location', place, { replyTo });
}

/** Sends code, highlighted in `language` when given (at most 50,000 characters). Empty code sends nothing. */
export async function sendCode(
  imClient: ImClient,
  conversationId: string,
  code: string,
  language?: string,
  replyTo?: string,
) {
  await send(imClient, conversationId, 'code', { code, language }, { replyTo });
}

/** Sends a rich text: markdown, rendered safely by whoever reads it (at most 50,000 characters). */
export async function sendRichText(
  imClient: ImClient,
  conversationId: string,
  markdown: string,
  replyTo?: string,
): Promise<void> {
  await send(imClient, conversationId, 'rich-text', { markdown }, { replyTo });
}

/** Sends a user's card; the server fills it from the user's profile. `preview` shows it while it is on its way. */
export async function sendUserCard(
  imClient: ImClient,
  conversationId: string,
  user: SendInputs['userinfo-card']['user'],
  replyTo?: string,
): Promise<void> {
  await send(imClient, conversationId, 'userinfo-card', { user }, { replyTo });
}
