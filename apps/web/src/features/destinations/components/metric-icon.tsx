/** The icon of each metric (spec part 1 "Metric definition": key, label, icon). */
import { Bus, Footprints, HeartPulse, ShieldAlert, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';
import type { SafetyMetric } from '@safetrails/contracts';

const ICONS: Readonly<Record<SafetyMetric, LucideIcon>> = {
  safetyScore: ShieldCheck,
  walkability: Footprints,
  publicTransport: Bus,
  harassmentLevel: ShieldAlert,
  pettyCrime: Wallet,
  medicalAccess: HeartPulse,
};

export function MetricIcon({ metric, size = 18 }: { readonly metric: SafetyMetric; readonly size?: number }) {
  const Icon = ICONS[metric];
  return <Icon aria-hidden="true" size={size} />;
}
