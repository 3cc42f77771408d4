/** One adapter per government (DATA.md "Sources"). */
import type { AdvisorySource } from '@safetrails/contracts';
import { auAdapter } from './au/au.adapter';
import { caAdapter } from './ca/ca.adapter';
import { ieAdapter } from './ie/ie.adapter';
import type { AdvisoryAdapter } from './source-document';
import { ukAdapter } from './uk/uk.adapter';
import { usAdapter } from './us/us.adapter';

export const ADAPTERS: Readonly<Record<AdvisorySource, AdvisoryAdapter>> = {
  us: usAdapter,
  uk: ukAdapter,
  ca: caAdapter,
  au: auAdapter,
  ie: ieAdapter,
};
