import { INSTITUTION } from '@portal/domain/institution';
import emblemUrl from '../assets/brand/emblem.svg';
import summerMarkUrl from '../assets/brand/summer-mark.svg';
import heroUrl from '../assets/brand/hero-campus.svg';

/**
 * The institution as the screens show it: its data (name, contact, links, figures) from the domain's one
 * module, which the API's mails and downloads use too, and its artwork, bundled with the app (our own,
 * no third-party logos). Another campus changes those two (docs/architecture.md, Look and feel).
 */
export const institution = {
  ...INSTITUTION,
  images: {
    emblem: emblemUrl,
    summerMark: summerMarkUrl,
    hero: heroUrl,
  },
} as const;
