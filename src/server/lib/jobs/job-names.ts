import type { OutgoingMail } from '../mail/mailer.ts';

/**
 * Every background job the app runs, by name, with the data it carries. A feature that needs a
 * new job adds a line here, registers a handler with `jobs.work(name, ...)` in its module and
 * enqueues with `jobs.enqueue(name, data)`; names and data are checked by the compiler.
 */
export type AppJobs = {
  'mail.send': OutgoingMail;
  'admin.generate-events': { count: number };
  'admin.generate-vendors': { count: number };
  'images.generate-missing': { delaySeconds: number };
  /** Draws each demo event's own poster, once, after the demo data is seeded (DEMO_POSTERS). */
  'images.draw-demo-posters': Record<string, never>;
  /** Makes the dates of a series without an end up to a year ahead, then queues itself again. */
  'events.extend-series': { seriesId: number };
  /** Mails the event's Going guests their reminder, once each; due 24 hours before it starts. */
  'rsvp.remind': { eventId: number; siteUrl: string };
  /** A host's message to one group of an event's guests. */
  'rsvp.message': {
    eventId: number;
    group: 'all' | 'going' | 'maybe' | 'waitlisted';
    subject: string;
    message: string;
    siteUrl: string;
  };
};
