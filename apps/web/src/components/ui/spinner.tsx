/** A page-level loading indicator with a text alternative. */
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading…' }: { readonly label?: string }) {
  return (
    <div className="spinner" role="status">
      <LoaderCircle className="spin" aria-hidden="true" size={32} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
