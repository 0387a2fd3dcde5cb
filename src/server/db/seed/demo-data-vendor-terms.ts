/** Cancellation policies and response times shared by several demo vendors. */
export const POLICY = {
  flexible: 'Full refund if cancelled 14 or more days before the event; 50% refund after that.',
  standard:
    'The 25% deposit is non-refundable. The remaining balance is refunded in full if you cancel 30 or more days before the event.',
  strict:
    'A 50% retainer secures the date and is non-refundable. Cancellations within 60 days owe the full balance; one date change is free.',
  weather: 'Free rescheduling for bad weather; full refund up to 7 days before the event.',
  shortNotice:
    'Cancel up to 72 hours before for a full refund; later cancellations are charged the first hour.',
  perPerson:
    'Final guest count due 10 days before the event. Cancellations after that are charged for food already ordered.',
} as const;

export const RESPONSE = {
  hour: 'Within 1 hour',
  fewHours: 'Within a few hours',
  sameDay: 'Same day',
  day: 'Within 24 hours',
  twoDays: 'Within 48 hours',
} as const;
