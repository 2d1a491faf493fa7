import { describe, expect, it } from 'vitest';
import {
  isOfferOpen,
  offerDeadline,
  offerDeadlineText,
  offerReminderAt,
  offerTimeLeftText,
} from './waitlist-offers.ts';
import { waitlistPositionText } from './waitlist.ts';

const NOW = new Date('2026-06-10T15:00:00Z');

describe('waitlist offers', () => {
  it('an offer lasts the configured hours and is reminded 2 h before its deadline', () => {
    const deadline = offerDeadline(NOW, 24);
    expect(deadline.toISOString()).toBe('2026-06-11T15:00:00.000Z');
    expect(offerReminderAt(deadline, NOW)?.toISOString()).toBe('2026-06-11T13:00:00.000Z');
    // An offer of 2 h or less has no reminder: it would fall at or before the offer itself.
    expect(offerReminderAt(offerDeadline(NOW, 2), NOW)).toBeNull();
  });

  it('is open strictly before its deadline', () => {
    expect(isOfferOpen('2026-06-10T15:00:01Z', NOW)).toBe(true);
    expect(isOfferOpen('2026-06-10T15:00:00Z', NOW)).toBe(false);
    expect(isOfferOpen(null, NOW)).toBe(false);
  });

  it('writes a deadline in Cancun time', () => {
    expect(offerDeadlineText('2026-06-11T15:00:00Z')).toBe('11 de junio a las 10:00');
  });

  it('says the position and the time left in Spanish', () => {
    expect(waitlistPositionText(3, 7)).toBe('Eres el 3.º de 7 en la lista de espera');
    expect(offerTimeLeftText('2026-06-11T08:12:30Z', NOW)).toBe('Te quedan 17 h 12 min para aceptar el lugar');
    expect(offerTimeLeftText('2026-06-10T15:00:30Z', NOW)).toBe('Te quedan menos de 1 min para aceptar el lugar');
    expect(offerTimeLeftText('2026-06-10T14:00:00Z', NOW)).toBe('El plazo para aceptar el lugar ya venció');
  });
});
