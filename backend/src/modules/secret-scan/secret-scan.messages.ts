import { defineMessages } from '../../common/i18n/define-messages';

/** The refusal of a publication that holds credentials, and the rules' titles (answered with each finding). */
export const secretScanMessages = defineMessages({
  en: {
    'secretScan.found':
      'This code seems to hold credentials ({count} found): publishing it would expose them. Remove them, keep the group private, or confirm to publish anyway',
    'secretScan.rule.aws-access-key': 'AWS access key',
    'secretScan.rule.github-token': 'GitHub token',
    'secretScan.rule.gitlab-token': 'GitLab token',
    'secretScan.rule.slack-token': 'Slack token',
    'secretScan.rule.slack-webhook': 'Slack webhook URL',
    'secretScan.rule.stripe-key': 'Stripe secret key',
    'secretScan.rule.google-api-key': 'Google API key',
    'secretScan.rule.private-key': 'Private key',
    'secretScan.rule.jwt': 'JSON Web Token',
    'secretScan.rule.generic-secret': 'Password, secret or token assigned in the code',
  },
  es: {
    'secretScan.found':
      'Este código parece contener credenciales ({count} encontradas): publicarlo las expondría. Quítalas, deja el grupo privado o confirma para publicarlo de todos modos',
    'secretScan.rule.aws-access-key': 'Clave de acceso de AWS',
    'secretScan.rule.github-token': 'Token de GitHub',
    'secretScan.rule.gitlab-token': 'Token de GitLab',
    'secretScan.rule.slack-token': 'Token de Slack',
    'secretScan.rule.slack-webhook': 'URL de webhook de Slack',
    'secretScan.rule.stripe-key': 'Clave secreta de Stripe',
    'secretScan.rule.google-api-key': 'Clave de API de Google',
    'secretScan.rule.private-key': 'Clave privada',
    'secretScan.rule.jwt': 'JSON Web Token',
    'secretScan.rule.generic-secret': 'Contraseña, secreto o token asignado en el código',
  },
});
