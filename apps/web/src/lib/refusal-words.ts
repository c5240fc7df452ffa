import { ApiError } from '@ffe/api-client/envelope';
import i18n, { loadTexts } from './i18n';

const HAN = /[\u4e00-\u9fff]/;

/**
 * A refusal in the page's language: a Chinese page keeps a Chinese text the server answered (the product's texts,
 * PRODUCT.md, with their figures: 还可尝试2次); everything else is the shop's words for the code. The server's text stays
 * the detail.
 */
export async function inPageLanguage(error: ApiError): Promise<ApiError> {
  const chinesePage = !i18n.language?.startsWith('en');
  if (chinesePage && HAN.test(error.message) && error.errCode !== 'INVALID_PARAM') return error;
  await loadTexts('refusals');
  const key = `errors.${error.errCode}`;
  // Without a code the envelope's own answer stands (PRODUCT.md#shop-errors) (the server's message, or 'Error').
  if (!error.errCode || !i18n.exists(key)) return error;
  return new ApiError(i18n.t(key as never), error.code, error.errCode, error.detail);
}
