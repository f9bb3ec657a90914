/** One rule for a Mexican number's display, shared with the services' e-mails (libs/contracts). */
export { formatPhone } from '@prestigio/contracts';
