import type { SmsConfig } from '../../config';
import { aliyunSmsProvider } from './aliyun-sms-provider';
import { countedSmsProvider, countedSmsSender, type SmsCounters, type SmsRefusalLog } from './sms-counters';
import { httpSmsSender, type SmsSender } from './sms-sender';
import { templateSmsSender } from './template-sms-sender';
import { tencentSmsProvider } from './tencent-sms-provider';

/**
 * The configured way texts leave, every send counted per provider and every refusal logged with the provider's code
 * (decision 050). `consoleSender` is the development sender the caller made, whose outbox the dev routes read.
 */
export function setUpSmsSender(
  config: SmsConfig,
  consoleSender: SmsSender | undefined,
  counters: SmsCounters,
  warn: SmsRefusalLog,
): SmsSender {
  switch (config.sender) {
    case 'console':
      return countedSmsSender('console', consoleSender ?? noSender, counters, warn);
    case 'http':
      return countedSmsSender('http', httpSmsSender(config.gatewayUrl, config.gatewayToken), counters, warn);
    case 'aliyun':
      return templateSmsSender(countedSmsProvider(aliyunSmsProvider(config), counters, warn), config.templates);
    case 'tencent':
      return templateSmsSender(countedSmsProvider(tencentSmsProvider(config), counters, warn), config.templates);
  }
}

/** Stands where the console sender was not made (the caller gave its own sender); never reached then. */
const noSender: SmsSender = {
  sendLoginCode: async () => {},
  sendOrderNotice: async () => {},
  sendShopNotice: async () => {},
};
