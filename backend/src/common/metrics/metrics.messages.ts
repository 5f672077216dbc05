import { defineMessages } from '../i18n/define-messages';

export const metricsMessages = defineMessages({
  en: {
    'metrics.tokenRequired': 'The metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>',
  },
  es: {
    'metrics.tokenRequired': 'Las métricas necesitan el token de métricas: Authorization: Bearer <METRICS_TOKEN>',
  },
});
