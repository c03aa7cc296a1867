/** Where each provider calls back; the operator gives these addresses in the provider's console (README). */
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';
export const TWILIO_STATUS_PATH = '/api/webhooks/twilio/status';
export const TWILIO_INBOUND_PATH = '/api/webhooks/twilio/inbound';
/** Africa's Talking signs nothing: the secret token in the path is what proves the caller. */
export const AFRICASTALKING_DELIVERY_PATH = '/api/webhooks/africastalking/:token/delivery';
export const AFRICASTALKING_INBOUND_PATH = '/api/webhooks/africastalking/:token/inbound';
