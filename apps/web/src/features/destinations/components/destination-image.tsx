/** A destination's or a place's photo, or a quiet placeholder when it has none (most registered cities). */
import { useState } from 'react';
import { MapPin } from 'lucide-react';

interface DestinationImageProps {
  readonly src: string | null;
  readonly alt: string;
  readonly className?: string;
  /** Above the fold: load at once rather than lazily. */
  readonly critical?: boolean;
  /** The placeholder's pin; a hero behind text goes without it. */
  readonly placeholderIcon?: boolean;
}

export function DestinationImage({
  src,
  alt,
  className = '',
  critical = false,
  placeholderIcon = true,
}: DestinationImageProps) {
  const [failed, setFailed] = useState(false);
  if (src === null || failed) {
    return (
      <div className={`image-placeholder ${className}`} role="img" aria-label={alt}>
        {placeholderIcon && <MapPin aria-hidden="true" size={28} />}
      </div>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={critical ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
