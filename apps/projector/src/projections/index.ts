/** Every projection the projector runs, in the order they start. */
import type { Projection } from '../runtime/projection';
import { waitlistProjection } from './waitlist/waitlist.projection';

export const projections: readonly Projection[] = [waitlistProjection];
