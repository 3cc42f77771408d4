/** What the first 1,000 sign-ups get (spec part 1 section 1), plus the product's headline figures. */
import { Gift, Headphones, Sparkles } from 'lucide-react';
import { IconCardGrid } from '@/components/ui/icon-card-grid';

const BENEFITS = [
  {
    icon: Gift,
    title: '6 months free',
    text: 'Full access to SafeTrails for six months after launch, a $120 value, with nothing to pay up front.',
  },
  {
    icon: Sparkles,
    title: 'Priority features',
    text: 'Use new safety tools before anyone else and tell us what to build next. Early members shape the roadmap.',
  },
  {
    icon: Headphones,
    title: '24/7 support',
    text: 'A real person to talk to, around the clock, whatever time it is where you are.',
  },
] as const;

// Static marketing figures (spec part 1 section 1); they are not computed.
const FIGURES = [
  { value: '500+', label: 'cities with safety insights' },
  { value: '247', label: 'safety factors per destination' },
  { value: '3 sec', label: 'to a personal recommendation' },
  { value: '98%', label: 'of testers say they feel safer' },
] as const;

export function BenefitsSection() {
  return (
    <section id="benefits" className="section section-tinted" aria-labelledby="benefits-title">
      <div className="container">
        <p className="eyebrow">Early access benefits</p>
        <h2 id="benefits-title">The first 1,000 sign-ups get more</h2>
        <p className="section-lead">Join the waitlist now and, when your invitation arrives, these come with it.</p>
        <IconCardGrid cards={BENEFITS} />
        <dl className="figures">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="figure">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
